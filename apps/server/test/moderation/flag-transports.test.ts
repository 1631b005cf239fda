import { afterAll, describe, expect, it } from 'vitest';
import { createListing, insertListings } from '../support/listings';
import { createAdmin, createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { flag, flagState } from './flag-support';

/**
 * moderation.flag and moderation.viewerFlagged over tRPC HTTP, batches and the WebSocket (REST
 * is covered by flag.test.ts), with the same policy as REST.
 */
describe('flag procedures over tRPC HTTP, batches and the WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const owner = await createMember(t);

  it('refuses guests on both procedures, on HTTP and the socket', async () => {
    const guestHttp = httpClient(address).client;
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      for (const client of [guestHttp, guestWs.client]) {
        const calls = [client.moderation.flag.mutate({ content_id: 1, reason: 'spam' }), client.moderation.viewerFlagged.query({ listing_id: 1 })];
        for (const result of await Promise.allSettled(calls)) {
          expect(result.status).toBe('rejected');
          if (result.status === 'rejected') expect(String(result.reason)).toContain('No token provided.');
        }
      }
    } finally {
      await guestWs.close();
    }
  });

  it('flags over HTTP and the socket alike; viewerFlagged is per member', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    const admin = await createAdmin(t);
    const listingId = (await createListing(t, owner)).listing_id;
    const aliceHttp = httpClient(address, { bearer: alice.token }).client;
    const bobWs = wsClient(address, { token: bob.token });
    const adminWs = wsClient(address, { token: admin.token });
    try {
      expect(await aliceHttp.moderation.viewerFlagged.query({ listing_id: listingId })).toEqual({ flagged: false });
      const overHttp = await aliceHttp.moderation.flag.mutate({ content_id: String(listingId), reason: ' http ' });
      expect(overHttp).toMatchObject({ content_id: listingId, content_type: 'listing', reason: 'http', status: 'pending', reporter: { user_id: alice.id } });
      expect(await aliceHttp.moderation.viewerFlagged.query({ listing_id: listingId })).toEqual({ flagged: true });
      expect(await bobWs.client.moderation.viewerFlagged.query({ listing_id: listingId })).toEqual({ flagged: false });

      const overWs = await bobWs.client.moderation.flag.mutate({ content_id: listingId, reason: 'socket' });
      expect(overWs).toMatchObject({ content_id: listingId, reporter: { user_id: bob.id } });
      expect(await bobWs.client.moderation.viewerFlagged.query({ listing_id: listingId })).toEqual({ flagged: true });
      await expect(bobWs.client.moderation.flag.mutate({ content_id: listingId, reason: 'again' })).rejects.toThrow('You have already flagged this listing.');
      await expect(bobWs.client.moderation.flag.mutate({ content_id: 999_999, reason: 'gone' })).rejects.toThrow('Listing not found.');
      await expect(bobWs.client.moderation.flag.mutate({ content_id: listingId, reason: '  ' })).rejects.toThrow('Reason is required.');

      // Both flags reached the admin's notification menu.
      const menu = await adminWs.client.notifications.latest.query();
      expect(menu.notifications.filter((n) => n.kind === 'flag').map((n) => n.from_user.user_id)).toEqual([bob.id, alice.id]);
    } finally {
      await Promise.all([bobWs.close(), adminWs.close()]);
    }
  });

  it('a cookie socket without our Origin may read but not flag (CSRF)', async () => {
    const member = await createMember(t);
    const listingId = (await createListing(t, owner)).listing_id;
    const ws = wsClient(address, { cookie: `session=${member.token}` });
    const before = flagState(t);
    try {
      expect(await ws.client.moderation.viewerFlagged.query({ listing_id: listingId })).toEqual({ flagged: false });
      await expect(ws.client.moderation.flag.mutate({ content_id: listingId, reason: 'x' })).rejects.toThrow('Invalid request origin.');
      expect(flagState(t)).toEqual(before);
    } finally {
      await ws.close();
    }
  });

  it('counts each call of a batch: two flags in one POST', async () => {
    const member = await createMember(t);
    const ids = [(await createListing(t, owner)).listing_id, (await createListing(t, owner)).listing_id];
    const res = await t.request({
      method: 'POST',
      url: '/trpc/moderation.flag,moderation.flag?batch=1',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { content_id: ids[0], reason: 'one' }, 1: { content_id: ids[1], reason: 'two' } }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { result: { data: { content_id: number } } }) => r.result.data.content_id)).toEqual(ids);
  });
});

describe('the write limit on flags over every transport', async () => {
  const t = await startTestApp({ RATE_LIMIT_WRITE_PER_MIN: '2' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('the socket and REST share the member’s write allowance', async () => {
    const [member, owner] = [await createMember(t), await createMember(t)];
    const ids = insertListings(t, owner.id, 3);
    const ws = wsClient(address, { token: member.token });
    try {
      await ws.client.moderation.flag.mutate({ content_id: ids[0] ?? 0, reason: 'one' });
      expect((await flag(t, member, { content_id: ids[1], reason: 'two' })).statusCode).toBe(201);
      await expect(ws.client.moderation.flag.mutate({ content_id: ids[2] ?? 0, reason: 'three' })).rejects.toThrow(
        'Too many requests. Please try again later.',
      );
      expect((await flag(t, member, { content_id: ids[2], reason: 'three' })).statusCode).toBe(429);
    } finally {
      await ws.close();
    }
  });
});
