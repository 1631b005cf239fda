import { watchAlerts, watches } from '@mpx/db';
import { asc, eq } from 'drizzle-orm';
import { notificationsOf } from '../support/notifications';
import { rest } from '../support/rest';
import type { Member, TestApp } from '../support/test-app';

export { rest };

/** Watches a listing over REST, which must answer 201; returns the entry. */
export async function watch(t: TestApp, member: Member, listingId: number) {
  const answer = await rest(t, member, 'POST', '/api/watchlist', { listing_id: listingId });
  if (answer.status !== 201) throw new Error(`watch failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export function watchRows(t: TestApp) {
  return t.deps.db.select().from(watches).orderBy(asc(watches.userId), asc(watches.listingId)).all();
}

export function watchAlertsOf(t: TestApp, userId: number) {
  return t.deps.db.select().from(watchAlerts).where(eq(watchAlerts.userId, userId)).orderBy(asc(watchAlerts.id)).all();
}

/** The `watch` notifications a member received, oldest first: their texts. */
export function watchNoticesOf(t: TestApp, userId: number): string[] {
  return notificationsOf(t, userId, 'watch').map((n) => n.message);
}
