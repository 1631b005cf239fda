import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { ratingsOf } from './support';

/**
 * The ratings procedures over every transport the app uses (REST is covered by create.test.ts
 * and read.test.ts): tRPC over HTTP, batches, and the WebSocket, with the same policy: guests
 * refused on member procedures, anyone may read, the same rate groups and the same CSRF rule.
 */
describe('ratings procedures over tRPC HTTP, batches and the WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('refuses guests on ratings.create and ratings.viewerState, on HTTP and the socket; ratings.forUser is open', async () => {
    const seller = await createMember(t);
    const guestHttp = httpClient(address).client;
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      for (const client of [guestHttp, guestWs.client]) {
        const calls = [
          client.ratings.create.mutate({ to_user_id: seller.id, transaction_id: 1, stars: 5, comment: 'hi' }),
          client.ratings.viewerState.query({ listing_id: 1 }),
        ];
        for (const result of await Promise.allSettled(calls)) {
          expect(result.status).toBe('rejected');
          if (result.status === 'rejected') expect(String(result.reason)).toContain('No token provided.');
        }
        expect(await client.ratings.forUser.query({ user_id: seller.id })).toEqual([]);
        await expect(client.ratings.forUser.query({ user_id: 0 })).rejects.toThrow('User not found.');
      }
    } finally {
      await guestWs.close();
    }
  });

  it('rates over HTTP and the socket alike, with the same checks and answers as REST', async () => {
    const [alice, bob, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    const listingId = (await createListing(t, seller)).listing_id;
    const aliceHttp = httpClient(address, { bearer: alice.token }).client;
    const bobWs = wsClient(address, { token: bob.token });
    try {
      expect(await aliceHttp.ratings.viewerState.query({ listing_id: listingId })).toEqual({ rated: false });
      const overHttp = await aliceHttp.ratings.create.mutate({ to_user_id: String(seller.id), transaction_id: String(listingId), stars: 4, comment: ' http ' });
      expect(overHttp).toMatchObject({ to_user_id: seller.id, transaction_id: listingId, stars: 4, comment: 'http' });
      expect(await aliceHttp.ratings.viewerState.query({ listing_id: listingId })).toEqual({ rated: true });

      expect(await bobWs.client.ratings.viewerState.query({ listing_id: listingId })).toEqual({ rated: false });
      const overWs = await bobWs.client.ratings.create.mutate({ to_user_id: seller.id, transaction_id: listingId, stars: 5, comment: 'socket' });
      expect(await bobWs.client.ratings.viewerState.query({ listing_id: listingId })).toEqual({ rated: true });

      await expect(bobWs.client.ratings.create.mutate({ to_user_id: seller.id, transaction_id: listingId, stars: 5, comment: 'again' })).rejects.toThrow(
        'You have already rated this user for this listing.',
      );
      await expect(aliceHttp.ratings.create.mutate({ to_user_id: alice.id, transaction_id: listingId, stars: 5, comment: 'me' })).rejects.toThrow(
        'You cannot rate yourself.',
      );
      // The socket's validation issues are the same as REST's.
      const invalid = await bobWs.client.ratings.create
        .mutate({ to_user_id: seller.id, transaction_id: listingId, stars: 4.5, comment: 'x' })
        .catch((e: unknown) => e);
      expect(String(invalid)).toContain('Stars must be a whole number from 1 to 5.');

      const rest = (await ratingsOf(t, seller.id)).json();
      expect(rest).toEqual([overWs, overHttp]);
      expect(await bobWs.client.ratings.forUser.query({ user_id: seller.id })).toEqual(rest);
      // Another member's view of the same listing is their own.
      expect(await httpClient(address, { bearer: seller.token }).client.ratings.viewerState.query({ listing_id: listingId })).toEqual({ rated: false });
    } finally {
      await bobWs.close();
    }
  });

  it('a cookie socket without our Origin may read but not rate (CSRF)', async () => {
    const [member, seller] = [await createMember(t), await createMember(t)];
    const listingId = (await createListing(t, seller)).listing_id;
    const ws = wsClient(address, { cookie: `session=${member.token}` });
    try {
      expect(await ws.client.ratings.viewerState.query({ listing_id: listingId })).toEqual({ rated: false });
      await expect(ws.client.ratings.create.mutate({ to_user_id: seller.id, transaction_id: listingId, stars: 5, comment: 'x' })).rejects.toThrow(
        'Invalid request origin.',
      );
      expect((await ratingsOf(t, seller.id)).json()).toEqual([]);
    } finally {
      await ws.close();
    }
  });

  it('counts each call of a batch: three ratings in one POST, two reads in one GET', async () => {
    const [rater, seller] = [await createMember(t), await createMember(t)];
    const ids = [(await createListing(t, seller)).listing_id, (await createListing(t, seller)).listing_id, (await createListing(t, seller)).listing_id];
    const input = Object.fromEntries(ids.map((id, i) => [i, { to_user_id: seller.id, transaction_id: id, stars: i + 3, comment: `batched ${i}` }]));
    const res = await t.request({
      method: 'POST',
      url: `/trpc/${ids.map(() => 'ratings.create').join(',')}?batch=1`,
      headers: { ...rater.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    const reads = encodeURIComponent(JSON.stringify({ 0: { user_id: seller.id }, 1: { listing_id: ids[0] } }));
    const batch = await t.request({ method: 'GET', url: `/trpc/ratings.forUser,ratings.viewerState?batch=1&input=${reads}`, headers: rater.auth });
    expect(batch.statusCode).toBe(200);
    const [list, state] = batch.json();
    expect(list.result.data.map((r: { comment: string }) => r.comment)).toEqual(['batched 2', 'batched 1', 'batched 0']);
    expect(state.result.data).toEqual({ rated: true });
  });
});

describe('the rate limits on ratings over every transport', async () => {
  const t = await startTestApp({ RATE_LIMIT_WRITE_PER_MIN: '2', RATE_LIMIT_READ_PER_MIN: '3' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('ratings.create is a write: the socket gets exactly the HTTP allowance, shared with REST', async () => {
    const [rater, seller] = [await createMember(t), await createMember(t)];
    const ids = [(await createListing(t, seller)).listing_id, (await createListing(t, seller)).listing_id];
    t.clock.offsetMs += 61_000; // a fresh window: the setup above wrote as the seller
    const ws = wsClient(address, { token: rater.token });
    try {
      await ws.client.ratings.create.mutate({ to_user_id: seller.id, transaction_id: ids[0] ?? 0, stars: 5, comment: 'one' });
      const rest = await t.request({
        method: 'POST',
        url: '/api/ratings',
        headers: rater.auth,
        payload: { to_user_id: seller.id, transaction_id: ids[1], stars: 5, comment: 'two' },
      });
      expect(rest.statusCode).toBe(201);
      await expect(ws.client.ratings.create.mutate({ to_user_id: seller.id, transaction_id: ids[1] ?? 0, stars: 5, comment: 'three' })).rejects.toThrow(
        'Too many requests. Please try again later.',
      );
      const refused = await t.request({ method: 'POST', url: '/api/ratings', headers: rater.auth, payload: {} });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await ws.close();
    }
  });

  it('ratings.forUser and ratings.viewerState are reads, counted per call on every transport', async () => {
    t.clock.offsetMs += 61_000;
    const member = await createMember(t);
    const ws = wsClient(address, { token: member.token });
    try {
      expect((await ratingsOf(t, member.id)).statusCode).toBe(200);
      expect(await ws.client.ratings.viewerState.query({ listing_id: 1 })).toEqual({ rated: false });
      expect(await ws.client.ratings.forUser.query({ user_id: member.id })).toEqual([]);
      await expect(ws.client.ratings.forUser.query({ user_id: member.id })).rejects.toThrow('Too many requests. Please try again later.');
      expect((await ratingsOf(t, member.id)).statusCode).toBe(429);
    } finally {
      await ws.close();
    }
  });
});
