import { initTRPC } from '@trpc/server';
import type { Issue } from '@mpx/shared';
import type { Viewer } from './auth/sessions';
import type { Context } from './context';
import { ApiError, forbidden, unauthorized, validationIssues } from './errors';

export interface ErrorData {
  code: string;
  httpStatus: number;
  path?: string;
  /** Every failed field, for forms; `message` is always the first one's text. */
  issues?: Issue[];
  [extra: string]: unknown;
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const issues = validationIssues(error);
    // Unexpected failures never leak exception text, SQL or stacks to clients (contract §0.3).
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
 * Cookie-authenticated writes must come from our own pages (contract §0.2, CSRF). Bearer
 * requests are exempt: a browser never attaches that header on its own.
 */
const sameOriginWrites = t.middleware(({ ctx, next }) => {
  const { credential, isWrite, origin } = ctx.req;
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

/** Checks run in the contract's order: session (401), Origin (403), admin (403), then input. */
export const publicProcedure = t.procedure.use(sameOriginWrites);
export const memberProcedure = t.procedure.use(requireMember).use(sameOriginWrites);
export const adminProcedure = memberProcedure.use(requireAdmin);
