import { initTRPC } from '@trpc/server';
import type { Issue } from '@mpx/shared';
import type { Context, RequestInfo, Viewer } from './context';
import { validateSessionToken } from './core/sessions';
import { ApiError, forbidden, unauthorized, validationIssues } from './errors';
import type { ProcedureMeta } from './policy/meta';
import { chargeCall, RATE_LIMITED_MESSAGE } from './policy/rate';

export interface ErrorData {
  code: string;
  httpStatus: number;
  path?: string;
  /** Every failed field, for forms; `message` is always the first one's text. */
  issues?: Issue[];
  [extra: string]: unknown;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const issues = validationIssues(error);
      // Unexpected failures never leak exception text, SQL or stacks to clients (api §0.3).
      const message = issues?.[0]?.message ?? (error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error.' : shape.message);
      const data: ErrorData = { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path };
      if (issues) data.issues = issues;
      if (error instanceof ApiError && error.extra) Object.assign(data, error.extra);
      return { ...shape, message, data };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * A socket's context lives as long as the socket: its session is read again for every call, so
 * a logout, a password reset or a deleted account cuts an open socket off at once.
 */
function freshRequest(ctx: Context): RequestInfo {
  const { req } = ctx;
  if (req.transport !== 'ws' || !req.credential) return req;
  return { ...req, viewer: validateSessionToken(ctx.deps, req.credential.token).viewer };
}

/**
 * Every call, on every transport, passes here first. HTTP requests were charged to their rate
 * groups by the host before their body was read (contract order: 429 before 413); calls over the
 * WebSocket are charged here, one by one, with the same buckets.
 */
const transportPolicy = t.middleware(({ ctx, meta, path, next }) => {
  const req = freshRequest(ctx);
  if (!req.rateCharged) {
    const retryAfter = chargeCall(ctx.deps.rateLimiter, meta?.rate ?? 'write', path, { ip: req.ip, userId: req.viewer?.user.id ?? null });
    if (retryAfter > 0) throw new ApiError('TOO_MANY_REQUESTS', RATE_LIMITED_MESSAGE, { retryAfter });
  }
  return next({ ctx: { req } });
});

/**
 * Cookie-authenticated writes must come from our own pages (api §0.2, CSRF). Bearer
 * requests are exempt: a browser never attaches that header on its own. Over HTTP the method
 * decides what a write is (a REST GET may call a mutation); over the socket, the call type.
 */
const sameOriginWrites = t.middleware(({ ctx, type, next }) => {
  const { credential, origin, transport } = ctx.req;
  const isWrite = transport === 'ws' ? type === 'mutation' : ctx.req.isWrite;
  if (isWrite && credential?.source === 'cookie' && origin !== new URL(ctx.deps.config.publicUrl).origin) {
    throw forbidden('Invalid request origin.');
  }
  return next();
});

/**
 * The caller's session, or the contract's 401 (clearing a dead cookie). Also used by the few
 * public procedures that need a member for some inputs (`listings.list` with `user_id=me`).
 */
export function requireViewer(ctx: Context): Viewer {
  const { credential, viewer } = ctx.req;
  if (!credential) throw unauthorized('No token provided.');
  if (!viewer) {
    if (credential.source === 'cookie') ctx.res.clearSessionCookie();
    throw unauthorized('Invalid or expired token.');
  }
  return viewer;
}

const requireMember = t.middleware(({ ctx, next }) => next({ ctx: { viewer: requireViewer(ctx) } }));

/** `is_admin` comes from the row read on this request, so a revoked admin is refused at once. */
const requireAdmin = t.middleware(({ ctx, next }) => {
  if (!ctx.req.viewer?.user.isAdmin) throw forbidden('Admin access required.');
  return next();
});

/**
 * Checks run in the contract's order: rate limit (429), session (401), Origin (403), admin (403),
 * then input. Each procedure adds its policy with `.meta(READ | WRITE | AUTH | …)`.
 */
const base = t.procedure.use(transportPolicy);
export const publicProcedure = base.use(sameOriginWrites);
export const memberProcedure = base.use(requireMember).use(sameOriginWrites);
export const adminProcedure = memberProcedure.use(requireAdmin);
