import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DrawPage } from '@mpx/shared';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The web app's server-side module (ADR 020), built beside its client files by `vite build
 * --ssr` into `dist-ssr/`: one file with React and the app, imported once at start-up. Without
 * it (a build without the web app, a test with its own page) pages are not drawn and the
 * browser draws them, as it can anyway.
 */
export async function loadPageDrawing(webDist: string, log: FastifyBaseLogger): Promise<DrawPage | null> {
  const file = join(webDist, '..', 'dist-ssr', 'render.js');
  if (!existsSync(file)) return null;
  try {
    const drawing: unknown = await import(pathToFileURL(file).href);
    if (typeof drawing === 'object' && drawing !== null && 'renderPage' in drawing && typeof drawing.renderPage === 'function') {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the web app's build exports exactly this (apps/web/src/ssr/render.tsx)
      return drawing.renderPage as DrawPage;
    }
    log.warn({ file }, 'the page drawing module exports no renderPage; pages are drawn in the browser');
  } catch (error) {
    log.warn({ err: error, file }, 'the page drawing module failed to load; pages are drawn in the browser');
  }
  return null;
}
