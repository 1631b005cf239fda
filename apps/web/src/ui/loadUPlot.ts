import type uPlot from 'uplot';

let loading: Promise<typeof uPlot> | null = null;

/**
 * The chart library, fetched the first time a chart is drawn (admin analytics, a price guide) and kept. A
 * dynamic import of the library alone: its chunk shares no module with the rest of the app, so
 * neither the start-up bundle nor the chunks of the pages with charts carry any of it. A failed fetch is forgotten,
 * so the next chart tries again.
 */
export function loadUPlot(): Promise<typeof uPlot> {
  loading ??= import('uplot').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
