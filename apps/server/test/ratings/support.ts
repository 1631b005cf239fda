import { notifications, ratings, users } from '@mpx/db';
import type { Member, TestApp } from '../support/test-app';

/** POST /api/ratings as `from` (bearer), or as a guest. */
export function rate(t: TestApp, from: Member | null, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/ratings', headers: from ? from.auth : {}, payload: body });
}

/** A rating every rule of api §3.2 accepts, answered 201. */
export async function rateOk(t: TestApp, from: Member, to: Member, listingId: number, stars = 5, comment = 'Smooth trade, thanks!') {
  const res = await rate(t, from, { to_user_id: to.id, transaction_id: listingId, stars, comment });
  if (res.statusCode !== 201) throw new Error(`rating failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export function ratingsOf(t: TestApp, userId: number | string, headers: Record<string, string> = {}) {
  return t.request({ method: 'GET', url: `/api/ratings/user/${userId}`, headers });
}

/** Everything a refused rating must leave as it was: the rows, every user's summary, the notifications. */
export function ratingState(t: TestApp) {
  return {
    ratings: t.deps.db.select().from(ratings).all(),
    summaries: t.deps.db.select({ id: users.id, average: users.averageRating, count: users.ratingCount }).from(users).all(),
    notifications: t.deps.db.select().from(notifications).all().length,
  };
}
