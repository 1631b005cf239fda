import { chargeCall, type Context, type Deps } from '@mpx/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../http/auth';
import { negotiateEncoding } from '../http/content-encoding';
import { rememberedNearOf } from '../http/remembered-near';
import type { SpaShell } from '../http/spa';
import { KEPT_PAGES, type KeptPage } from './kept-pages';
import { PAGE_COUNTS, type PageOutcome } from './page-counts';
import { pageKey } from './page-key';
import type { DrawingPool } from './pool';

/** Bytes from the worker, which arrive as a plain Uint8Array: a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The pages of the app (ADR 022). A page whose key (page-key.ts) was drawn before is sent as it
 * was, computing nothing; a new one is drawn on a drawing thread, once however many ask for it
 * at the same time, and kept. When the threads are behind, or there are none, the page goes out
 * undrawn at once and the browser draws it, as it can any page.
 */
export class Pages {
  /** Pages being drawn, by key: a second request for one waits for the same drawing. */
  private readonly drawing = new Map<string, Promise<KeptPage | null>>();

  constructor(
    private readonly deps: Deps,
    private readonly pool: DrawingPool | null,
    private readonly shell: SpaShell,
    private readonly webDist: string,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const { deps } = this;
    // The page holds the caller's own answers: no shared cache may keep it.
    reply.header('Cache-Control', 'private, no-cache');
    // The page counts as one read of the caller's limit (api §0.8); over it, the page comes
    // undrawn and the app asks the API, which answers 429 as usual.
    if (chargeCall(deps.rateLimiter, 'read', 'page', { ip: request.ip, userId: null }) > 0) return this.undrawn(request, reply, 'limited');
    const { credential, viewer } = authenticate(deps, request, reply);
    const rememberedNear = rememberedNearOf(request, reply);
    const now = Date.now();
    const key = pageKey(deps, { url: request.url, rememberedNear, userId: viewer?.user.id ?? null, now });
    const kept = deps.kept.get(KEPT_PAGES);
    const known = kept.get(key);
    if (known) return this.count('kept').answer(request, reply, key, known);
    if (!this.pool) return this.undrawn(request, reply, 'shed');

    const { pool } = this;
    let page = this.drawing.get(key);
    if (!page) {
      if (pool.busy) return this.undrawn(request, reply, 'shed');
      const ctx: Context = {
        deps,
        // The page's own queries, as its caller: not charged again (the page was, above).
        req: { transport: 'internal', ip: request.ip, origin: undefined, isWrite: false, rateCharged: true, credential, viewer },
        res: { setSessionCookie() {}, clearSessionCookie() {} },
      };
      page = this.draw(pool, request, key, ctx, {
        url: request.url,
        now,
        rememberedNear,
        publicUrl: deps.config.publicUrl,
        webDist: this.webDist,
        encoding: negotiateEncoding(request.headers['accept-encoding']),
      });
      this.drawing.set(key, page);
      void page.finally(() => this.drawing.delete(key));
    }
    const drawn = await page;
    return drawn ? this.answer(request, reply, key, drawn) : this.undrawn(request, reply, 'failed');
  }

  private async draw(
    pool: DrawingPool,
    request: FastifyRequest,
    key: string,
    ctx: Context,
    task: Parameters<DrawingPool['draw']>[0],
  ): Promise<KeptPage | null> {
    try {
      const result = await pool.draw(task, ctx);
      if (result.outcome === 'unsettled') request.log.info({ url: task.url, reason: result.reason }, 'page served undrawn: its route did not settle');
      this.count(result.outcome);
      const encoded = result.encoded && task.encoding ? { [task.encoding]: asBuffer(result.encoded) } : {};
      return this.deps.kept.get(KEPT_PAGES).keep(key, { status: result.status, html: asBuffer(result.html), encoded });
    } catch (err) {
      request.log.error({ err, url: task.url }, 'drawing the page failed; the browser draws it');
      return null;
    }
  }

  private answer(request: FastifyRequest, reply: FastifyReply, key: string, page: KeptPage): FastifyReply {
    reply.code(page.status);
    return this.shell.answer(request, reply, page.html, (encoding) => this.deps.kept.get(KEPT_PAGES).encode(key, page, encoding));
  }

  private undrawn(request: FastifyRequest, reply: FastifyReply, outcome: PageOutcome): FastifyReply {
    this.count(outcome);
    return this.shell.send(request, reply);
  }

  private count(outcome: PageOutcome): this {
    this.deps.kept.get(PAGE_COUNTS)[outcome]++;
    return this;
  }
}
