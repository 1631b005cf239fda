import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DRAWN_AT_ATTRIBUTE, FIRST_SCREEN_ELEMENT_ID, isSpaRoute, type DrawnPage, type DrawPage } from '@mpx/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chargeCall, escapeHtml, type Deps } from '@mpx/api';
import { compressText, negotiateEncoding, varyOnAcceptEncoding, type Encoding } from './content-encoding';
import { firstScreen, type FirstScreen } from './first-screen';
import { DRAWN_PAGES, DrawnPages, type KeptPage } from './drawn-pages';
import { RouteChunks } from './route-chunks';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
}

/** What one page adds to the shell: link-preview tags, its first screen, its route's scripts. */
export interface PageExtras {
  meta?: PageMeta;
  firstScreen?: FirstScreen;
  /** The route's own script files (`modulepreload`), see RouteChunks. */
  scripts?: string[];
  /** The page's markup, drawn on the server from its first screen at `at` (ADR 020). */
  drawn?: DrawnPage & { at: number };
}

/**
 * JSON inside `<script type="application/json">`: the HTML parser ends the element at the first
 * `</script` whatever the JSON means, and `<!--` changes how it parses, so `<` never appears
 * as such; `>` and `&` are escaped too, and the two line separators old parsers choke on.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><p>The web app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p></body></html>`;

/**
 * The built index.html, read once; a page adds its link-preview tags, its first screen (ADR 016)
 * and the hints to fetch its scripts and first photos early.
 */
export class SpaShell {
  private readonly html: string;
  /** Nearly every page load is this exact text, so it is compressed once, as hard as possible. */
  private readonly encoded: Record<Encoding, Buffer>;

  private readonly chunks: RouteChunks;

  /** `draw`: the web app's server-side drawing (page-drawing.ts), or null to leave drawing to the browser. */
  constructor(
    distDir: string,
    private readonly draw: DrawPage | null = null,
  ) {
    const file = join(distDir, 'index.html');
    this.html = existsSync(file) ? readFileSync(file, 'utf8') : MISSING_BUILD;
    this.encoded = { br: compressText(this.html, 'br', 'max'), gzip: compressText(this.html, 'gzip', 'max') };
    this.chunks = new RouteChunks(distDir);
  }

  /**
   * The page of an app route: its first screen, as `request`'s caller sees it, and its scripts.
   * The first screen counts as one read of the caller's limit (api §0.8); over it, the page comes
   * without one and the app asks the API, which answers 429 as usual.
   */
  async sendRoute(deps: Deps, request: FastifyRequest, reply: FastifyReply, meta?: PageMeta): Promise<FastifyReply> {
    const url = new URL(request.url, 'http://page');
    const limited = chargeCall(deps.rateLimiter, 'read', 'page', { ip: request.ip, userId: null }) > 0;
    const screen = limited ? undefined : await firstScreen(deps, request, reply, url);
    // The page holds the caller's own answers: no shared cache may keep it.
    reply.header('Cache-Control', 'private, no-cache');
    const extras: PageExtras = { ...(meta ? { meta } : {}), ...(screen ? { firstScreen: screen } : {}), scripts: this.chunks.filesFor(url.pathname) };
    if (!screen?.drawable) return this.send(request, reply, extras);
    const key = DrawnPages.keyOf({
      url: url.pathname + url.search,
      rememberedNear: screen.rememberedNear,
      data: JSON.stringify([screen.entries, meta ?? null]),
      now: Date.now(),
    });
    const pages = deps.kept.get(DRAWN_PAGES);
    const kept = pages.get(key) ?? (await this.keptDrawing(pages, key, request, url, screen, extras));
    if (!kept) return this.send(request, reply, extras);
    return answer(request, reply, kept.html, (encoding) => pages.encode(key, kept, encoding));
  }

  /** A page drawn and kept; none when it could not be drawn (the next request tries again). */
  private async keptDrawing(
    pages: DrawnPages,
    key: string,
    request: FastifyRequest,
    url: URL,
    screen: FirstScreen,
    extras: PageExtras,
  ): Promise<KeptPage | undefined> {
    const drawn = await this.drawn(request, url, screen);
    return drawn ? pages.keep(key, this.render({ ...extras, drawn })) : undefined;
  }

  /**
   * The landing page's markup from its first screen, so the browser paints it before any script
   * runs (ADR 020). A page that fails to draw is still served: the browser draws it.
   */
  private async drawn(request: FastifyRequest, url: URL, screen: FirstScreen): Promise<PageExtras['drawn']> {
    if (!this.draw) return undefined;
    const at = Date.now();
    try {
      const page = await this.draw(`${url.pathname}${url.search}`, screen.entries, { now: at, rememberedNear: screen.rememberedNear });
      return page ? { ...page, at } : undefined;
    } catch (error) {
      request.log.error({ err: error }, 'drawing the page on the server failed; the browser draws it');
      return undefined;
    }
  }

  /** Replies with the page (status and caching are the caller's), compressed as the client accepts. */
  send(request: FastifyRequest, reply: FastifyReply, page?: PageExtras): FastifyReply {
    const html = this.render(page);
    return answer(request, reply, html, (encoding) => (page ? compressText(html, encoding, 'fast') : this.encoded[encoding]));
  }

  render(page?: PageExtras): string {
    if (!page) return this.html;
    const e = escapeHtml;
    const { meta } = page;
    const hints = [
      ...(page.scripts ?? []).map((href) => `<link rel="modulepreload" href="${e(href)}">`),
      // The first photos are what the page paints largest: fetched with the scripts, not after them.
      ...(page.firstScreen?.images ?? []).map((href) => `<link rel="preload" as="image" href="${e(href)}" fetchpriority="high">`),
    ];
    const data = page.firstScreen ? `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScript(page.firstScreen.entries)}</script>` : '';
    const head = [...(meta ? metaTags(meta) : []), ...hints].join('\n    ');
    // Function replacers: a replacement *string* would expand `$&`, `$'`, `` $` `` typed into a
    // listing's text into copies of the page.
    let html = this.html;
    const title = meta?.title ?? page.drawn?.title;
    if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${e(title)}</title>`);
    const { drawn } = page;
    if (drawn) html = html.replace('<div id="root"></div>', () => `<div id="root" ${DRAWN_AT_ATTRIBUTE}="${drawn.at}">${drawn.html}</div>`);
    if (head) html = html.replace('</head>', () => `  ${head}\n  </head>`);
    return data ? html.replace('</body>', () => `  ${data}\n  </body>`) : html;
  }
}

/** Sends a page's HTML, or its bytes in the encoding the client accepts best (`encode`). */
function answer(request: FastifyRequest, reply: FastifyReply, html: string, encode: (encoding: Encoding) => Buffer): FastifyReply {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  varyOnAcceptEncoding(reply);
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(encode(encoding));
}

/** Open Graph and Twitter tags: how a shared link previews. */
function metaTags(meta: PageMeta): string[] {
  const e = escapeHtml;
  return [
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${e(meta.title)}">`,
    `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:url" content="${e(meta.url)}">`,
    `<meta name="description" content="${e(meta.description)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(meta.title)}">`,
    `<meta name="twitter:description" content="${e(meta.description)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${e(meta.image)}">`, `<meta name="twitter:image" content="${e(meta.image)}">`] : []),
  ];
}

/**
 * Serves the built SPA: hashed assets with immutable caching, index.html (never cached) for
 * every route of the app, and the same page with a 404 status for unknown paths. The build writes
 * `.br` and `.gz` twins of text assets (vite-plugin-compression2, see apps/web/vite.config.ts); `preCompressed` sends
 * the one the client accepts, falling back to the plain file.
 */
export async function registerSpa(app: FastifyInstance, deps: Deps, shell: SpaShell, distDir: string) {
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
    if (isSpaRoute(pathname)) return shell.sendRoute(deps, request, reply);
    reply.header('Cache-Control', 'no-cache').code(404);
    return shell.send(request, reply);
  });
}
