import type { Cast } from './cast';
import type { Stage } from './stage';
import type { Timeline } from './timeline';

/**
 * The demo admin's chores besides flags, through the app so each lands in the audit log: it
 * verifies one newcomer's address by hand and sends another a new verification link; the rest
 * wait in the Users tab.
 */
export function planAdminChores(t: Timeline, stage: Stage, cast: Cast): void {
  const { admin } = cast;
  if (admin === null) return;
  const [verified, reminded] = cast.newcomers;
  if (verified !== undefined) t.add(t.ago(0.5), () => stage.as(admin).admin.setEmailVerified({ user_id: verified, email_verified: true }));
  if (reminded !== undefined) t.add(t.ago(0.3), () => stage.as(admin).admin.resendVerification({ user_id: reminded }));
}
