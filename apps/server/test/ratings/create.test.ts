import { notifications, users } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing, setStatus } from '../support/listings';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { rate, rateOk, ratingState } from './support';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('POST /api/ratings (api §3.2)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const rater = await createMember(t, { first_name: 'Ray', last_name: 'Rater', nickname: 'Trumpet Ray' });
  const seller = await createMember(t, { first_name: 'Sue', last_name: 'Seller', nickname: null });
  const other = await createMember(t);
  const listingId = async (owner = seller, overrides: Record<string, unknown> = {}): Promise<number> => (await createListing(t, owner, overrides)).listing_id;
  const summaryOf = (id: number) => t.deps.db.select({ average: users.averageRating, count: users.ratingCount }).from(users).where(eq(users.id, id)).get();

  it('answers 201 with the Rating: ids as numbers even when sent as digit strings, the comment trimmed', async () => {
    const id = await listingId();
    const res = await rate(t, rater, { to_user_id: String(seller.id), transaction_id: String(id), stars: 4, comment: '  Great seller.\nFast postage.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      rating_id: expect.any(Number),
      stars: 4,
      comment: 'Great seller.\nFast postage.',
      timestamp: expect.stringMatching(TIMESTAMP),
      from_user: { user_id: rater.id, name: 'Ray Rater', nickname: 'Trumpet Ray' },
      to_user_id: seller.id,
      transaction_id: id,
      // No deal between the two on this listing (issue 30).
      deal_id: null,
    });
  });

  it('#29: rating oneself answers 400 `You cannot rate yourself.`; a listing the ratee does not own answers 400; nothing changes', async () => {
    const own = await listingId(rater);
    const before = ratingState(t);
    const self = await rate(t, rater, { to_user_id: rater.id, transaction_id: own, stars: 5, comment: 'Me!' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot rate yourself.' });

    const othersListing = await listingId(other);
    const notTheirs = await rate(t, rater, { to_user_id: seller.id, transaction_id: othersListing, stars: 5, comment: 'Hm' });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json()).toEqual({ error: 'That listing does not belong to the user being rated.' });
    expect(ratingState(t)).toEqual(before);
  });

  it('a missing or deleted listing is refused like one the ratee does not own', async () => {
    const deleted = await listingId();
    const del = await t.request({ method: 'DELETE', url: `/api/listings/${deleted}`, headers: seller.auth });
    expect(del.statusCode).toBe(200);
    const before = ratingState(t);
    for (const transaction_id of [deleted, 999_999]) {
      const res = await rate(t, rater, { to_user_id: seller.id, transaction_id, stars: 3, comment: 'Where did it go?' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'That listing does not belong to the user being rated.' });
    }
    // An unknown ratee cannot own the listing either.
    const unknown = await rate(t, rater, { to_user_id: 999_999, transaction_id: await listingId(), stars: 3, comment: 'Who?' });
    expect(unknown.json()).toEqual({ error: 'That listing does not belong to the user being rated.' });
    expect(ratingState(t).ratings).toEqual(before.ratings);
  });

  it('listings paused, sold or on loan qualify', async () => {
    for (const status of ['paused', 'sold', 'loaned'] as const) {
      const id = await listingId();
      setStatus(t, id, status);
      const res = await rate(t, rater, { to_user_id: seller.id, transaction_id: id, stars: 5, comment: `Rated while ${status}` });
      expect(res.statusCode, status).toBe(201);
    }
  });

  it('#30: a second rating by the same rater on the same listing answers 409 and changes nothing', async () => {
    const id = await listingId();
    await rateOk(t, rater, seller, id, 5);
    const before = ratingState(t);
    const again = await rate(t, rater, { to_user_id: seller.id, transaction_id: id, stars: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already rated this user for this listing.' });
    expect(ratingState(t)).toEqual(before);
    // Another rater may rate the same listing, and the same rater another listing of the seller.
    await rateOk(t, other, seller, id, 4);
    await rateOk(t, rater, seller, await listingId(), 4);
  });

  it('of five concurrent identical ratings exactly one is created: the unique index decides', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const id = await listingId(b);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => rate(t, a, { to_user_id: b.id, transaction_id: id, stars: (i % 5) + 1, comment: `attempt ${i}` })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((res) => res.statusCode === 409)) expect(r.json()).toEqual({ error: 'You have already rated this user for this listing.' });
    const created = results.find((r) => r.statusCode === 201)?.json();
    expect(summaryOf(b.id)).toEqual({ average: created.stars, count: 1 });
    expect(t.deps.db.select().from(notifications).where(eq(notifications.userId, b.id)).all()).toHaveLength(1);
  });

  it('recomputes the ratee’s average_rating (unrounded) and rating_count from the rows at every rating', async () => {
    const ratee = await createMember(t);
    const raters = [await createMember(t), await createMember(t), await createMember(t)];
    const id = await listingId(ratee);
    expect(summaryOf(ratee.id)).toEqual({ average: 0, count: 0 });
    const steps: [number, number, number][] = [
      [5, 5, 1],
      [4, 4.5, 2],
      [4, 13 / 3, 3],
    ];
    for (const [i, [stars, average, count]] of steps.entries()) {
      await rateOk(t, raters[i] ?? rater, ratee, id, stars);
      expect(summaryOf(ratee.id)).toEqual({ average, count });
      const profile = (await t.request({ method: 'GET', url: `/api/profile/${ratee.id}` })).json();
      expect(profile).toMatchObject({ average_rating: average, rating_count: count });
    }
    // Recomputed, not incremented: a counter knocked out of step is put right by the next rating.
    t.deps.db.update(users).set({ averageRating: 1, ratingCount: 40 }).where(eq(users.id, ratee.id)).run();
    await rateOk(t, rater, ratee, await listingId(ratee), 3);
    expect(summaryOf(ratee.id)).toEqual({ average: 4, count: 4 });
    // The rater's own summary is untouched.
    expect(summaryOf(raters[0]?.id ?? 0)).toEqual({ average: 0, count: 0 });
  });

  it('sends the ratee a `rating` notification naming the rater by display name; nobody else gets one', async () => {
    const [ratee, bystander] = [await createMember(t), await createMember(t)];
    const noNick = await createMember(t, { first_name: 'Nora', last_name: 'Nick', nickname: null });
    const id = await listingId(ratee);
    const count = (userId: number) => t.deps.db.select().from(notifications).where(eq(notifications.userId, userId)).all();
    const raterBefore = count(rater.id).length;

    await rateOk(t, rater, ratee, id, 4);
    await rateOk(t, noNick, ratee, id, 1);
    expect(count(ratee.id).map((n) => ({ kind: n.kind, message: n.message, from: n.fromUserId, read: n.read }))).toEqual([
      { kind: 'rating', message: 'Trumpet Ray left you a 4-star rating.', from: rater.id, read: false },
      { kind: 'rating', message: 'Nora Nick left you a 1-star rating.', from: noNick.id, read: false },
    ]);
    expect(count(rater.id)).toHaveLength(raterBefore);
    expect(count(noNick.id)).toEqual([]);
    expect(count(bystander.id)).toEqual([]);
  });

  it('sends no email: the contract lists none for ratings', async () => {
    const ratee = await createMember(t);
    await rateOk(t, rater, ratee, await listingId(ratee));
    await t.deps.mailer.flush();
    const toEither = t.smtp.messages.filter((m) => m.recipients.includes(ratee.email) || m.recipients.includes(rater.email));
    expect(toEither.filter((m) => !m.links.some((l) => l.includes('/verify-email')))).toEqual([]);
  });

  describe('validation (400), every field in the table order, before any other check', () => {
    const valid = () => ({ to_user_id: seller.id, transaction_id: 1, stars: 5, comment: 'Fine' });

    it('an empty body lists every field; `error` is the first issue (#8)', async () => {
      const before = ratingState(t);
      const res = await rate(t, rater, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'A user to rate is required.',
        issues: [
          { path: 'to_user_id', message: 'A user to rate is required.' },
          { path: 'transaction_id', message: 'A listing is required.' },
          { path: 'stars', message: 'Stars must be a whole number from 1 to 5.' },
          { path: 'comment', message: 'Comment is required.' },
        ],
      });
      expect(ratingState(t)).toEqual(before);
    });

    it.each([
      ['to_user_id', 'abc', 'A user to rate is required.'],
      ['to_user_id', 0, 'A user to rate is required.'],
      ['to_user_id', -3, 'A user to rate is required.'],
      ['to_user_id', 1.5, 'A user to rate is required.'],
      ['to_user_id', null, 'A user to rate is required.'],
      ['transaction_id', '', 'A listing is required.'],
      ['transaction_id', '1e3', 'A listing is required.'],
      ['transaction_id', true, 'A listing is required.'],
      ['stars', '5', 'Stars must be a whole number from 1 to 5.'],
      ['stars', 4.5, 'Stars must be a whole number from 1 to 5.'],
      ['stars', 0, 'Stars must be a whole number from 1 to 5.'],
      ['stars', 6, 'Stars must be a whole number from 1 to 5.'],
      ['stars', null, 'Stars must be a whole number from 1 to 5.'],
      ['stars', undefined, 'Stars must be a whole number from 1 to 5.'],
      ['comment', '   ', 'Comment is required.'],
      ['comment', null, 'Comment is required.'],
      ['comment', 42, 'Comment is required.'],
      ['comment', undefined, 'Comment is required.'],
      ['comment', 'x'.repeat(1001), 'Comment must be 1000 characters or less.'],
    ])('%s = %j answers 400 `%s` and changes nothing', async (field, value, message) => {
      const before = ratingState(t);
      const res = await rate(t, rater, { ...valid(), [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, issues: [{ path: field, message }] });
      expect(ratingState(t)).toEqual(before);
    });

    it('counts the comment in characters after trimming: 1000 emoji with spaces around pass', async () => {
      const comment = '🎺'.repeat(1000);
      const res = await rate(t, rater, { to_user_id: seller.id, transaction_id: await listingId(), stars: 1, comment: `  ${comment}  ` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ stars: 1, comment });
    });

    it('validation comes before the self check, the self check before the listing check, the listing check before the duplicate', async () => {
      const selfInvalid = await rate(t, rater, { to_user_id: rater.id, transaction_id: 1, stars: 9, comment: 'x' });
      expect(selfInvalid.json().error).toBe('Stars must be a whole number from 1 to 5.');
      const selfMissing = await rate(t, rater, { to_user_id: rater.id, transaction_id: 999_999, stars: 5, comment: 'x' });
      expect(selfMissing.json()).toEqual({ error: 'You cannot rate yourself.' });
      const id = await listingId();
      await rateOk(t, rater, seller, id);
      const duplicateOfWrongRatee = await rate(t, rater, { to_user_id: other.id, transaction_id: id, stars: 5, comment: 'x' });
      expect(duplicateOfWrongRatee.statusCode).toBe(400);
      expect(duplicateOfWrongRatee.json()).toEqual({ error: 'That listing does not belong to the user being rated.' });
    });
  });

  describe('who may rate', () => {
    it('a guest gets 401 `No token provided.`, a bad token 401 `Invalid or expired token.`; nothing changes', async () => {
      const id = await listingId();
      const body = { to_user_id: seller.id, transaction_id: id, stars: 5, comment: 'Hi' };
      const before = ratingState(t);
      const guest = await rate(t, null, body);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ error: 'No token provided.' });
      const forged = await t.request({ method: 'POST', url: '/api/ratings', headers: { authorization: 'Bearer forged' }, payload: body });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ error: 'Invalid or expired token.' });
      // Even an invalid body: the session is checked first (api §0.3 order).
      expect((await rate(t, null, {})).statusCode).toBe(401);
      expect(ratingState(t)).toEqual(before);
    });

    it('a cookie-authenticated rating needs our Origin (CSRF), before validation', async () => {
      const id = await listingId();
      const body = { to_user_id: seller.id, transaction_id: id, stars: 5, comment: 'Via the web app' };
      const cookie = `session=${rater.token}`;
      const before = ratingState(t);
      const foreign = await t.request({ method: 'POST', url: '/api/ratings', headers: { cookie, origin: 'https://evil.example' }, payload: body });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ error: 'Invalid request origin.' });
      expect((await t.request({ method: 'POST', url: '/api/ratings', headers: { cookie }, payload: {} })).statusCode).toBe(403);
      expect(ratingState(t)).toEqual(before);
      const same = await t.request({ method: 'POST', url: '/api/ratings', headers: { cookie, origin: ORIGIN }, payload: body });
      expect(same.statusCode).toBe(201);
    });
  });
});
