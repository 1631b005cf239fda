import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { appRouter, procedurePolicy, type AppRouter, type Context, type Deps } from '@mpx/api';
import { MAX_BATCH_CALLS } from '@mpx/shared';
import { fastifyTRPCPlugin, type CreateFastifyContextOptions, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { httpContext } from './context';
import { readCredential, resolveAuth } from './credentials';
import { describeHttpError, HttpError } from './http-error';
import { BODY_LIMIT, LARGE_BODY_LIMIT } from './json-body';
import { proceduresOf } from './procedures';
import { trpcErrorBody } from './trpc-errors';
import { refuseSubscriptionsOverHttp } from './trpc-subscriptions';

/** The body as it arrives, failing with a 413 once it passes `limit` bytes. */
function capped(source: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new HttpError(413, 'Request body too large.'));
      else done(null, chunk);
    },
  });
  source.on('error', (err) => counter.destroy(err));
  return source.pipe(counter);
}

function originAllowed(config: ServerConfig, origin: string | undefined): boolean {
  return origin === undefined || origin === new URL(config.publicUrl).origin || config.corsOrigins.includes(origin);
}

/**
 * The client IP of each WebSocket upgrade, as Fastify resolved it (honouring TRUST_PROXY): tRPC
 * builds a socket's context from the raw request, which only knows the TCP peer.
 */
const upgradeIps = new WeakMap<IncomingMessage, string>();

/**
 * Context of a WebSocket connection: the session cookie of the upgrade request when the page is
 * our own, else the token a non-browser client passes as a connection parameter. It lives as
 * long as the socket; the procedures' middleware re-reads the session and charges the rate
 * limits for every call made on it (`transport: 'ws'`).
 */
function wsContext(deps: Deps, config: ServerConfig, req: IncomingMessage, params: Record<string, string | undefined> | null): Context {
  const sameSite = req.headers.origin === undefined || req.headers.origin === new URL(config.publicUrl).origin;
  const fromParams = params?.token ? { token: params.token, source: 'header' as const } : null;
  const credential = fromParams ?? (sameSite ? readCredential({ cookie: req.headers.cookie }) : null);
  const { viewer } = resolveAuth(deps, credential);
  return {
    deps,
    req: {
      transport: 'ws',
      ip: upgradeIps.get(req) ?? req.socket.remoteAddress ?? '',
      origin: req.headers.origin,
      isWrite: false,
      rateCharged: false,
      credential,
      viewer,
    },
    res: NO_COOKIES,
  };
}

/** A socket cannot set cookies: one shared pair of no-ops for every connection. */
const NO_COOKIES: Context['res'] = { setSessionCookie() {}, clearSessionCookie() {} };

/** Listing writes may carry 48 MiB (six photos); a request of any other call keeps 1 MiB. */
function bodyLimitOf(procedures: string[]): number {
  const large = procedures.length > 0 && procedures.every((p) => procedurePolicy(p)?.largeBody === true);
  return large ? LARGE_BODY_LIMIT : BODY_LIMIT;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

function isFormData(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('multipart/form-data');
}

export async function trpcPlugin(scope: FastifyInstance, { deps, config }: { deps: Deps; config: ServerConfig }) {
  scope.addHook('onRoute', (route) => {
    if (route.url === '/trpc/:path') route.bodyLimit = LARGE_BODY_LIMIT;
  });
  scope.addHook('preParsing', async (request, _reply, payload) => {
    // No body to count (queries, batched queries, the WebSocket upgrade): a counting stream
    // would only be held, with the request, for as long as a socket stays open.
    if (request.method === 'GET' || request.method === 'HEAD') return payload;
    const limit = bodyLimitOf(proceduresOf(request));
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) throw new HttpError(413, 'Request body too large.');
    // A chunked body has no declared length: count it as it streams through.
    const body = request.headers['content-length'] === undefined ? capped(payload, limit) : payload;
    if (isFormData(request.headers['content-type'])) {
      // tRPC's adapter hands a FormData body to the procedure unread, so the procedure's checks
      // (401) would come before the count (413), and a body over the limit would end as "Failed to
      // parse body as FormData.". No procedure takes FormData: the body is read to its end (413
      // past the limit) and refused, as /api refuses any body that is not JSON.
      await finished(body.resume());
      throw new HttpError(415, 'Content-Type must be application/json.');
    }
    return body;
  });
  scope.addHook('onRequest', async (request) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    if (!originAllowed(config, request.headers.origin)) throw new HttpError(403, 'Invalid request origin.');
    upgradeIps.set(request.raw, request.ip);
  });
  // Every tRPC answer is JSON, its errors included: tRPC labels a few of its own error answers
  // (a mutation called by GET in a batch, an unknown path) text/plain.
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    // tRPC hands Fastify a fetch Response, whose own headers win over the reply's.
    if (payload instanceof Response && !isJson(payload.headers.get('content-type'))) {
      const headers = new Headers(payload.headers);
      headers.set('content-type', JSON_TYPE);
      return new Response(payload.body, { status: payload.status, statusText: payload.statusText, headers });
    }
    return payload;
  });
  refuseSubscriptionsOverHttp(scope, deps);
  scope.setErrorHandler((error, request, reply) => {
    const known = describeHttpError(error) ?? { status: 500, message: 'Internal server error.' };
    if (known.status === 500) request.log.error({ err: error }, 'unexpected error');
    return reply.code(known.status).send(trpcErrorBody(request, known.status, known.message));
  });

  await scope.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      keepAlive: { enabled: true, pingMs: 30_000, pongWaitMs: 5_000 },
      createContext: ({ req, res, info }: CreateFastifyContextOptions): Context => {
        if ('raw' in req) return httpContext(deps, req, res);
        return wsContext(deps, config, req, info.connectionParams);
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error({ err: error.cause ?? error, procedure: path }, 'procedure failed');
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
