import { errorCode } from './lib/trpcError';
import type { WebRouter } from './router';
import { applySession } from './features/session/applySession';
import { isProtectedPath } from './features/session/protectedPaths';

/**
 * Global query/mutation error hook: a 401 on a member-only page means the session died (expired,
 * logged out elsewhere, password reset). Forget it and send the member to /login.
 */
export function handleUnauthorized(router: WebRouter, error: unknown): void {
  if (errorCode(error) !== 'UNAUTHORIZED') return;
  if (!isProtectedPath(router.state.location.pathname)) return;
  applySession(router.options.context, null);
  void router.navigate({ to: '/login' });
}
