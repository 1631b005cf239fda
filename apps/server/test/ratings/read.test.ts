import { ratings } from '@mpx/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, startTestApp } from '../support/test-app';
import { rateOk, ratingsOf } from './support';

describe('GET /api/ratings/user/{userId} (api §3.1) and the summaries that show ratings', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('#31: after a 4-star and a 5-star rating both appear at once, and the ratee shows 4.5 from 2 in PublicUser and every SellerSummary', async () => {
    const seller = await createMember(t, { nickname: 'Sella' });
    const [amy, ben] = [await createMember(t, { nickname: 'Amy' }), await createMember(t, { nickname: 'Ben' })];
    const first = (await createListing(t, seller, { brand: 'Bach', model: '3C' })).listing_id;
    const second = (await createListing(t, seller, { brand: 'Yamaha', model: '14B4' })).listing_id;

    // Warm every cached read that embeds the seller (ADR 002) before the ratings arrive.
    const reads = {
      profile: () => t.request({ method: 'GET', url: `/api/profile/${seller.id}` }),
      guestDetail: () => t.request({ method: 'GET', url: `/api/listings/${first}` }),
      memberDetail: () => t.request({ method: 'GET', url: `/api/listings/${second}`, headers: amy.auth }),
      guestPage: () => t.request({ method: 'GET', url: `/api/listings?user_id=${seller.id}` }),
      memberPage: () => t.request({ method: 'GET', url: '/api/listings', headers: ben.auth }),
      ownListings: () => t.request({ method: 'GET', url: '/api/listings?user_id=me', headers: seller.auth }),
    };
    const summaries = async () => {
      const [profile, guestDetail, memberDetail, guestPage, memberPage, ownListings] = await Promise.all(Object.values(reads).map((read) => read()));
      const sellerOf = (page: { listings: { user_id: number; user: unknown }[] } | undefined) =>
        (page?.listings ?? []).filter((l) => l.user_id === seller.id).map((l) => l.user);
      return [
        profile?.json(),
        guestDetail?.json().user,
        memberDetail?.json().user,
        ...sellerOf(guestPage?.json()),
        ...sellerOf(memberPage?.json()),
        ...sellerOf(ownListings?.json()),
      ];
    };
    const before = await summaries();
    expect(before).toHaveLength(9);
    for (const summary of before) expect(summary).toMatchObject({ user_id: seller.id, average_rating: 0, rating_count: 0 });
    expect((await ratingsOf(t, seller.id)).json()).toEqual([]);

    const four = await rateOk(t, amy, seller, first, 4, 'Good');
    const five = await rateOk(t, ben, seller, second, 5, 'Excellent');

    const list = await ratingsOf(t, seller.id);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([five, four]);
    const after = await summaries();
    expect(after).toHaveLength(9);
    for (const summary of after) expect(summary).toMatchObject({ user_id: seller.id, average_rating: 4.5, rating_count: 2 });
    // Exactly the PublicUser fields, nothing else (#28 still holds).
    expect(Object.keys(after[0] ?? {}).sort()).toEqual(['average_rating', 'join_date', 'location_state', 'name', 'nickname', 'rating_count', 'user_id']);
  });

  it('lists newest first: timestamp descending, then rating_id descending', async () => {
    const ratee = await createMember(t);
    const [a, b, c] = [await createMember(t), await createMember(t), await createMember(t)];
    const id = (await createListing(t, ratee)).listing_id;
    const newest = await rateOk(t, a, ratee, id, 3, 'newest');
    t.clock.offsetMs -= 60_000;
    const older = await rateOk(t, b, ratee, id, 2, 'an hour ago, but a higher id');
    t.clock.offsetMs += 60_000;
    // Two ratings in the same millisecond: the higher id first.
    const at = Date.parse(older.timestamp) - 1000;
    const tied = [c, a].map((from, i) =>
      t.deps.db
        .insert(ratings)
        .values({ fromUserId: from.id, toUserId: ratee.id, listingId: 900_000 + i, stars: 5, comment: `tie ${i}`, createdAt: at })
        .returning({ id: ratings.id })
        .get(),
    );
    const list = (await ratingsOf(t, ratee.id)).json();
    expect(list.map((r: { rating_id: number }) => r.rating_id)).toEqual([newest.rating_id, older.rating_id, tied[1]?.id, tied[0]?.id]);
    // A listing hard-deleted by an admin keeps its ratings (transaction_id is not a foreign key).
    expect(list[2]).toMatchObject({ transaction_id: 900_001, from_user: { user_id: a.id } });
  });

  it('only ratings the user received, not those they gave', async () => {
    const [x, y] = [await createMember(t), await createMember(t)];
    const rating = await rateOk(t, x, y, (await createListing(t, y)).listing_id);
    expect((await ratingsOf(t, y.id)).json()).toEqual([rating]);
    expect((await ratingsOf(t, x.id)).json()).toEqual([]);
  });

  it('an unknown numeric user id answers 200 []; a path id that is not a positive integer answers 404 `User not found.`', async () => {
    expect((await ratingsOf(t, 999_999)).json()).toEqual([]);
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '%20']) {
      const res = await ratingsOf(t, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'User not found.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is open to anyone: guests, members, and callers with a dead token get the same answer', async () => {
    const [x, y] = [await createMember(t), await createMember(t)];
    await rateOk(t, x, y, (await createListing(t, y)).listing_id);
    const callers: Record<string, string>[] = [{}, x.auth, y.auth, { authorization: 'Bearer forged' }, { cookie: 'session=forged' }];
    const bodies = await Promise.all(callers.map((headers) => ratingsOf(t, y.id, headers)));
    for (const res of bodies) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(bodies[0]?.body);
    }
  });
});
