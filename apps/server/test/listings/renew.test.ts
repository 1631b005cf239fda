import { listings } from '@mpx/db';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing, insertListing, insertListings } from '../support/listings';
import { createAdmin, createMember, ORIGIN, startTestApp, type Member } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';

const DAY = 24 * 60 * 60 * 1000;

/**
 * POST /api/listings/{id}/renew and `listings.renew` (api §25.2): the owner puts an active or
 * expired listing up for another period. The same checks on every transport, and a refusal
 * changes nothing.
 */
describe('renewing a listing', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const [owner, stranger, admin] = [await createMember(t), await createMember(t), await createAdmin(t)];

  const renewRequest = (id: number | string): InjectOptions => ({ method: 'POST', url: `/api/listings/${id}/renew` });
  const renew = (member: Member | null, id: number | string) => t.request({ ...renewRequest(id), headers: member?.auth });
  const stored = (id: number) => t.deps.db.select().from(listings).where(eq(listings.id, id)).get();

  it('from expired: active again, back in browse, for a whole period from now', async () => {
    const listing = await createListing(t, owner, { model: 'Renewed' });
    const longAgo = t.deps.now() - 70 * DAY;
    t.deps.db.update(listings).set({ status: 'expired', renewedAt: longAgo, expiryWarnedAt: longAgo }).where(eq(listings.id, listing.listing_id)).run();
    const before = t.deps.now();
    const res = await renew(owner, listing.listing_id);
    expect(res.statusCode).toBe(200);
    const renewed = res.json();
    expect(renewed).toMatchObject({ listing_id: listing.listing_id, status: 'active', model: 'Renewed' });
    expect(Date.parse(renewed.expires_at)).toBeGreaterThan(t.deps.now());
    expect(Date.parse(renewed.expires_at) - 60 * DAY).toBeGreaterThanOrEqual(before);
    expect(stored(listing.listing_id)).toMatchObject({ status: 'active', expiryWarnedAt: null });
    const browse = await t.request({ method: 'GET', url: `/api/listings?user_id=${owner.id}&model=Renewed` });
    expect(browse.json().listings.map((l: { listing_id: number }) => l.listing_id)).toEqual([listing.listing_id]);
  });

  it('from active (warned already): expires_at moves on by the time gone, and the warning may come again', async () => {
    const listing = await createListing(t, owner);
    const earlier = t.deps.now() - 20 * DAY;
    t.deps.db.update(listings).set({ renewedAt: earlier, expiryWarnedAt: earlier }).where(eq(listings.id, listing.listing_id)).run();
    const backdated = (await t.request({ method: 'GET', url: `/api/listings/${listing.listing_id}` })).json().expires_at;
    const renewed = (await renew(owner, listing.listing_id)).json();
    expect(renewed.status).toBe('active');
    expect(Date.parse(renewed.expires_at) - Date.parse(backdated)).toBeGreaterThanOrEqual(20 * DAY);
    expect(stored(listing.listing_id)?.expiryWarnedAt).toBeNull();
  });

  it('from expired counts toward the active-listing limit; renewing an active listing at the limit is fine', async () => {
    const seller = await createMember(t);
    const active = insertListings(t, seller.id, 20);
    const expired = insertListing(t, seller.id, { status: 'expired' });
    const res = await renew(seller, expired);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Listing limit reached. You may have up to 20 active listings.' });
    expect(stored(expired)?.status).toBe('expired');
    expect((await renew(seller, active[0] ?? 0)).statusCode).toBe(200);
  });

  it('409 for any status but active or expired', async () => {
    for (const status of ['paused', 'sold', 'loaned', 'reserved'] as const) {
      const id = insertListing(t, owner.id, { status });
      const before = stored(id);
      const res = await renew(owner, id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json(), status).toEqual({ error: 'Only active or expired listings can be renewed.' });
      expect(stored(id), status).toEqual(before);
    }
  });

  it('401 for a guest, 403 for another member and for an admin, 404 for a missing, deleted or malformed id; nothing changes', async () => {
    const id = insertListing(t, owner.id, { status: 'expired' });
    const before = stored(id);
    const deleted = insertListing(t, owner.id, { status: 'deleted' });
    const refusals: [Member | null, number | string, number, string][] = [
      [null, id, 401, 'No token provided.'],
      [stranger, id, 403, 'Not authorized.'],
      [admin, id, 403, 'Not authorized.'],
      [owner, 999_999, 404, 'Listing not found.'],
      [owner, deleted, 404, 'Listing not found.'],
      [owner, 'abc', 404, 'Listing not found.'],
    ];
    for (const [who, target, status, error] of refusals) {
      const res = await renew(who, target);
      expect(res.statusCode, `${String(who?.id)} ${target}`).toBe(status);
      expect(res.json()).toEqual({ error });
    }
    expect(stored(id)).toEqual(before);
  });

  it('over REST with the session cookie: with our Origin it renews; without it, 403 and nothing changes', async () => {
    const id = insertListing(t, owner.id, { status: 'expired' });
    const cookie = { cookie: `session=${owner.token}` };
    const foreign = await t.request({ ...renewRequest(id), headers: cookie });
    expect(foreign.statusCode).toBe(403);
    expect(stored(id)?.status).toBe('expired');
    const res = await t.request({ ...renewRequest(id), headers: { ...cookie, origin: ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('active');
  });

  it('over tRPC, HTTP and the WebSocket, with the same checks', async () => {
    const [first, second, strangers] = [
      insertListing(t, owner.id, { status: 'expired' }),
      insertListing(t, owner.id, { status: 'expired' }),
      insertListing(t, stranger.id, { status: 'expired' }),
    ];
    const http = httpClient(address, { bearer: owner.token }).client;
    const ws = wsClient(address, { token: owner.token });
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      expect(await http.listings.renew.mutate({ listing_id: first })).toMatchObject({ listing_id: first, status: 'active' });
      expect(await ws.client.listings.renew.mutate({ listing_id: second })).toMatchObject({ listing_id: second, status: 'active' });
      await expect(httpClient(address).client.listings.renew.mutate({ listing_id: strangers })).rejects.toThrow('No token provided.');
      await expect(guestWs.client.listings.renew.mutate({ listing_id: strangers })).rejects.toThrow('No token provided.');
      await expect(http.listings.renew.mutate({ listing_id: strangers })).rejects.toThrow('Not authorized.');
      await expect(ws.client.listings.renew.mutate({ listing_id: 999_999 })).rejects.toThrow('Listing not found.');
      expect(stored(strangers)?.status).toBe('expired');
    } finally {
      await ws.close();
      await guestWs.close();
    }
  });
});
