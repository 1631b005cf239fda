import { redirect } from '@tanstack/react-router';
import type { Me } from '../../lib/apiTypes';
import type { RouterContext } from '../../lib/routerContext';
import { ensureViewer } from '../../entities/user/viewer';

/**
 * beforeLoad of the member-only layout route: a guest goes to /login. The route's pending
 * component ("Loading...") shows while the current user loads. Children get `viewer` in context.
 */
export async function requireMember({ context }: { context: RouterContext }): Promise<{ viewer: Me }> {
  const viewer = await ensureViewer(context);
  if (!viewer) throw redirect({ to: '/login' });
  return { viewer };
}

/** beforeLoad of /admin, under the member layout: a member who is not an admin goes to /. */
export function requireAdmin({ context }: { context: { viewer: Me } }): void {
  if (!context.viewer.is_admin) throw redirect({ to: '/' });
}
