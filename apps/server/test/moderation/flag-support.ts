import { flags, notifications } from '@mpx/db';
import { eq } from 'drizzle-orm';
import type { Member, TestApp } from '../support/test-app';

/** POST /api/moderation/flag as `from` (bearer), or as a guest. */
export function flag(t: TestApp, from: Member | null, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/moderation/flag', headers: from ? from.auth : {}, payload: body });
}

export async function flagOk(t: TestApp, from: Member, listingId: number, reason = 'Looks like a counterfeit.') {
  const res = await flag(t, from, { content_id: listingId, reason });
  if (res.statusCode !== 201) throw new Error(`flag failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Everything a refused flag must leave as it was. */
export function flagState(t: TestApp) {
  return { flags: t.deps.db.select().from(flags).all(), notifications: t.deps.db.select().from(notifications).all().length };
}

/** The notifications a user received, oldest first, as the fields api §10 defines. */
export function noticesOf(t: TestApp, userId: number) {
  return t.deps.db
    .select({ kind: notifications.kind, message: notifications.message, from: notifications.fromUserId })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id)
    .all();
}
