import { watchAlerts, watches } from '@mpx/db';
import { eq, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createAdmin, createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { rest, watch } from './support';

/**
 * The watchlist procedures over every transport the app uses: tRPC over HTTP, batches and the
 * WebSocket, with the same checks: guests refused, a member reaches only their own watchlist.
 */
describe('watchlist procedures over tRPC HTTP, batches and the WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('refuses guests on every procedure, on HTTP and the socket', async () => {
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      for (const client of [httpClient(address).client, guestWs.client]) {
        const calls = [
          client.watchlist.list.query(),
          client.watchlist.ids.query(),
          client.watchlist.add.mutate({ listing_id: 1 }),
          client.watchlist.remove.mutate({ listing_id: 1 }),
          client.watchlist.watchers.query({ listing_id: 1 }),
        ];
        for (const result of await Promise.allSettled(calls)) {
          expect(result.status).toBe('rejected');
          if (result.status === 'rejected') expect(String(result.reason)).toContain('No token provided.');
        }
      }
    } finally {
      await guestWs.close();
    }
  });

  it('runs every procedure over HTTP and the socket alike; another member reads and changes none of it', async () => {
    const [alice, bob, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    const [one, two] = [await createListing(t, seller, { price: 60 }), await createListing(t, seller, { price: 70 })];
    const http = httpClient(address, { bearer: alice.token }).client;
    const ws = wsClient(address, { token: alice.token });
    const bobWs = wsClient(address, { token: bob.token });
    const sellerWs = wsClient(address, { token: seller.token });
    try {
      const overHttp = await http.watchlist.add.mutate({ listing_id: one.listing_id });
      t.clock.offsetMs += 1000;
      const overWs = await ws.client.watchlist.add.mutate({ listing_id: two.listing_id });
      expect(overWs).toMatchObject({ listing_id: two.listing_id, price_when_watched: 70, status: 'active' });
      expect(await ws.client.watchlist.list.query()).toEqual({ watchlist: [overWs, overHttp] });
      expect(await http.watchlist.list.query()).toEqual(await ws.client.watchlist.list.query());
      expect(await ws.client.watchlist.ids.query()).toEqual({ listing_ids: [two.listing_id, one.listing_id] });
      expect(await sellerWs.client.watchlist.watchers.query({ listing_id: one.listing_id })).toEqual({ listing_id: one.listing_id, watchers: 1 });

      // Bob sees an empty list, cannot remove Alice's watches, and is refused the seller's count.
      expect(await bobWs.client.watchlist.list.query()).toEqual({ watchlist: [] });
      expect(await bobWs.client.watchlist.ids.query()).toEqual({ listing_ids: [] });
      await expect(bobWs.client.watchlist.remove.mutate({ listing_id: one.listing_id })).rejects.toThrow('You are not watching this listing.');
      await expect(bobWs.client.watchlist.watchers.query({ listing_id: one.listing_id })).rejects.toThrow('Not authorized.');
      await expect(sellerWs.client.watchlist.add.mutate({ listing_id: one.listing_id })).rejects.toThrow('You cannot watch your own listing.');
      await expect(ws.client.watchlist.add.mutate({ listing_id: 0 })).rejects.toThrow('Listing ID is required.');
      expect((await http.watchlist.list.query()).watchlist).toHaveLength(2);

      expect(await ws.client.watchlist.remove.mutate({ listing_id: one.listing_id })).toEqual({ message: 'Listing removed from your watchlist.' });
      expect(await http.watchlist.ids.query()).toEqual({ listing_ids: [two.listing_id] });
    } finally {
      await ws.close();
      await bobWs.close();
      await sellerWs.close();
    }
  });

  it('a cookie socket without our Origin may read but not write (CSRF)', async () => {
    const [member, seller] = [await createMember(t), await createMember(t)];
    const listing = await createListing(t, seller);
    const ws = wsClient(address, { cookie: `session=${member.token}` });
    try {
      expect(await ws.client.watchlist.list.query()).toEqual({ watchlist: [] });
      await expect(ws.client.watchlist.add.mutate({ listing_id: listing.listing_id })).rejects.toThrow('Invalid request origin.');
      expect((await rest(t, member, 'GET', '/api/watchlist')).body).toEqual({ watchlist: [] });
    } finally {
      await ws.close();
    }
  });

  it('counts each call of a batch: two watches and a list in one request each', async () => {
    const [member, seller] = [await createMember(t), await createMember(t)];
    const [a, b] = [await createListing(t, seller), await createListing(t, seller)];
    const res = await t.request({
      method: 'POST',
      url: '/trpc/watchlist.add,watchlist.add?batch=1',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { listing_id: a.listing_id }, 1: { listing_id: 'x' } }),
    });
    const [ok, bad] = res.json();
    expect(ok.result.data.listing_id).toBe(a.listing_id);
    expect(bad.error.message).toBe('Listing ID is required.');
    await watch(t, member, b.listing_id);
    const list = await t.request({ method: 'GET', url: `/trpc/watchlist.list,watchlist.ids?batch=1&input=${encodeURIComponent('{}')}`, headers: member.auth });
    const [watchlist, ids] = list.json();
    expect(watchlist.result.data.watchlist).toHaveLength(2);
    expect([...ids.result.data.listing_ids].sort()).toEqual([a.listing_id, b.listing_id].sort());
  });
});

describe('watches go with their member and their listing (api §8.6, §8.7)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('a forced user delete removes the watches they held and those on their listings, alerts included', async () => {
    const admin = await createAdmin(t);
    const [victim, buyer, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    const theirs = await createListing(t, victim, { price: 100 });
    const sellers = await createListing(t, seller, { price: 100 });
    await watch(t, buyer, theirs.listing_id);
    await watch(t, victim, sellers.listing_id);
    // An alert row for the victim (a price drop on what they watch).
    await t.request({ method: 'PUT', url: `/api/listings/${sellers.listing_id}`, headers: seller.auth, payload: { ...sellers, price: 90, photos: [] } });

    expect((await rest(t, admin, 'DELETE', `/api/admin/users/${victim.id}?force=true`)).status).toBe(200);
    const about = or(eq(watches.userId, victim.id), eq(watches.listingId, theirs.listing_id));
    expect(t.deps.db.select().from(watches).where(about).all()).toEqual([]);
    expect(t.deps.db.select().from(watchAlerts).where(eq(watchAlerts.userId, victim.id)).all()).toEqual([]);
    expect((await rest(t, buyer, 'GET', '/api/watchlist')).body).toEqual({ watchlist: [] });
  });
});
