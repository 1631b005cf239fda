import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isSpaRoute } from '@mpx/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pages } from '../drawing/pages';
import { compressText, negotiateEncoding, varyOnAcceptEncoding, type Encoding } from './content-encoding';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><p>The web app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p></body></html>`;

/**
 * The built index.html, read once: the page the browser draws itself (a page not drawn on the
 * server, ADR 022) and the 404 page. Nearly every such load is this exact text, so it is
 * compressed once, as hard as possible.
 */
export class SpaShell {
  private readonly html: string;
  private readonly encoded: Record<Encoding, Buffer>;

  constructor(distDir: string) {
    const file = join(distDir, 'index.html');
    this.html = existsSync(file) ? readFileSync(file, 'utf8') : MISSING_BUILD;
    this.encoded = { br: compressText(this.html, 'br', 'max'), gzip: compressText(this.html, 'gzip', 'max') };
  }

  /** Replies with the shell (status and caching are the caller's). */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    return this.answer(request, reply, this.html, (encoding) => this.encoded[encoding]);
  }

  /** Replies with a page's HTML, or its bytes in the encoding the client accepts best (`encode`). */
  answer(request: FastifyRequest, reply: FastifyReply, html: string | Buffer, encode: (encoding: Encoding) => Buffer): FastifyReply {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    varyOnAcceptEncoding(reply);
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    return reply.header('Content-Encoding', encoding).send(encode(encoding));
  }
}

/**
 * Serves the built SPA: hashed assets with immutable caching, index.html (never cached) for
 * every route of the app, and the same page with a 404 status for unknown paths. The build writes
 * `.br` and `.gz` twins of text assets (vite-plugin-compression2, see apps/web/vite.config.ts); `preCompressed` sends
 * the one the client accepts, falling back to the plain file.
 */
export async function registerSpa(app: FastifyInstance, shell: SpaShell, pages: Pages, distDir: string) {
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // Vite names assets by content hash, so they never change under the same URL.
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send({ error: 'Not found.' });
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/uploads/') || pathname.startsWith('/trpc')) return reply.code(404).send({ error: 'Not found.' });
    if (isSpaRoute(pathname)) return pages.send(request, reply);
    reply.header('Cache-Control', 'no-cache').code(404);
    return shell.send(request, reply);
  });
}
