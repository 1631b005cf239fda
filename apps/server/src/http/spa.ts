import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isSpaRoute } from '@mpx/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '@mpx/api';
import { compressText, negotiateEncoding, varyOnAcceptEncoding, type Encoding } from './content-encoding';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
}

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><p>The web app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p></body></html>`;

/** The built index.html, read once, with optional per-page meta tags for link previews. */
export class SpaShell {
  private readonly html: string;
  /** Nearly every page load is this exact text, so it is compressed once, as hard as possible. */
  private readonly encoded: Record<Encoding, Buffer>;

  constructor(distDir: string) {
    const file = join(distDir, 'index.html');
    this.html = existsSync(file) ? readFileSync(file, 'utf8') : MISSING_BUILD;
    this.encoded = { br: compressText(this.html, 'br', 'max'), gzip: compressText(this.html, 'gzip', 'max') };
  }

  /** Replies with the page (status and caching are the caller's), compressed as the client accepts. */
  send(request: FastifyRequest, reply: FastifyReply, meta?: PageMeta): FastifyReply {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    varyOnAcceptEncoding(reply);
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(this.render(meta));
    const body = meta ? compressText(this.render(meta), encoding, 'fast') : this.encoded[encoding];
    return reply.header('Content-Encoding', encoding).send(body);
  }

  render(meta?: PageMeta): string {
    if (!meta) return this.html;
    const e = escapeHtml;
    const tags = [
      `<meta property="og:type" content="website">`,
      `<meta property="og:title" content="${e(meta.title)}">`,
      `<meta property="og:description" content="${e(meta.description)}">`,
      `<meta property="og:url" content="${e(meta.url)}">`,
      `<meta name="description" content="${e(meta.description)}">`,
      `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${e(meta.title)}">`,
      `<meta name="twitter:description" content="${e(meta.description)}">`,
      ...(meta.image ? [`<meta property="og:image" content="${e(meta.image)}">`, `<meta name="twitter:image" content="${e(meta.image)}">`] : []),
    ].join('\n    ');
    // Function replacers: a replacement *string* would expand `$&`, `$'`, `` $` `` typed into a
    // listing's text into copies of the page.
    return this.html.replace(/<title>[^<]*<\/title>/, () => `<title>${e(meta.title)}</title>`).replace('</head>', () => `    ${tags}\n  </head>`);
  }
}

/**
 * Serves the built SPA: hashed assets with immutable caching, index.html (never cached) for
 * every route of the app, and the same page with a 404 status for unknown paths. The build writes
 * `.br` and `.gz` twins of text assets (vite-plugin-compression2, see apps/web/vite.config.ts); `preCompressed` sends
 * the one the client accepts, falling back to the plain file.
 */
export async function registerSpa(app: FastifyInstance, shell: SpaShell, distDir: string) {
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
    reply.header('Cache-Control', 'no-cache').code(isSpaRoute(pathname) ? 200 : 404);
    return shell.send(request, reply);
  });
}
