import type { AppRouter } from '@mpx/api';
import type { DrawPage } from '@mpx/shared';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App, createApp } from '../app';
import { fixedNearMemory } from '../features/places/nearMemory';
import { setPageTime } from '../lib/useNow';

/** The server draws only from the page's first screen: any other query is the browser's to make. */
const firstScreenOnly: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      observer.error(TRPCClientError.from(new Error(`${op.path} is not part of the first screen`)));
    });

/** What React 19 hoists to the front of a render without a <head>: the title, and preloads of high-priority images. */
const HOISTED = /^(?:<title>([^<]*)<\/title>|<link [^>]*\/>)/;

/**
 * Draws the page at `url` as the app would from `entries` (the first screen the server put into
 * the same page, ADR 016 and 020), at the time `now`. Null when the route does not settle from
 * them alone (a guard that redirects, a listing that does not exist, a query the first screen
 * lacks): the browser then draws that page itself, as before.
 */
export const renderPage: DrawPage = async (url, entries, { now, rememberedNear }) => {
  const app = createApp({
    trpcClient: createTRPCClient<AppRouter>({ links: [firstScreenOnly] }),
    history: createMemoryHistory({ initialEntries: [url] }),
    firstScreen: entries,
    server: true,
    near: fixedNearMemory(rememberedNear),
  });
  try {
    app.queryClient.setDefaultOptions({ queries: { ...app.queryClient.getDefaultOptions().queries, retry: false } });
    await app.router.load();
    // No matches: the router redirected (a guard, or a URL it writes another way, which the
    // browser's router then rewrites too).
    const { matches } = app.router.state;
    if (matches.length === 0 || matches.some((m) => m.status !== 'success')) return null;
    setPageTime(now);
    const html = renderToString(
      <StrictMode>
        <App app={app} />
      </StrictMode>,
    );
    // The page's <head> takes the title, and already hints the same photos (the first screen's).
    let rest = html;
    let title: string | null = null;
    for (let tag = HOISTED.exec(rest); tag; tag = HOISTED.exec(rest)) {
      if (tag[1] !== undefined) title = decodeEntities(tag[1]);
      rest = rest.slice(tag[0].length);
    }
    return { title, html: rest };
  } finally {
    app.queryClient.clear();
  }
};

/** The text of an escaped title, so the server can escape it once more into its own <title>. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? '');
}
