import { watchAlerts, watches } from '@mpx/db';
import { asc, eq } from 'drizzle-orm';
import { notificationsOf } from '../support/notifications';
import type { Member, TestApp } from '../support/test-app';

/** A REST call as `member` (bearer) or a guest: the status and the JSON answer. */
export async function rest(t: TestApp, member: Member | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const headers = { ...member?.auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await t.request({ method, url, headers, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
  return { status: res.statusCode, body: res.body === '' ? null : res.json() };
}

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
