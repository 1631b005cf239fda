import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, startTestApp } from '../support/test-app';
import { rest, watch, watchRows } from './support';

const NOT_A_TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/);

describe('the watchlist over REST (api §21)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('watches a listing with its price now (201), again without change, and lists newest first with the current state', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    const first = await createListing(t, seller, { brand: 'Bach', model: '7C', size: '7C', price: 100 });
    const second = await createListing(t, seller, { brand: 'Yamaha', model: '11C4', size: '11C4', price: 80.5 });

    const watched = await watch(t, buyer, first.listing_id);
    expect(watched).toEqual({ listing_id: first.listing_id, watched_at: NOT_A_TIME, price_when_watched: 100, status: 'active', listing: first });
    t.clock.offsetMs += 1000;
    await watch(t, buyer, second.listing_id);
    // Again: the same entry, the first time and price kept.
    t.clock.offsetMs += 1000;
    expect(await watch(t, buyer, first.listing_id)).toEqual(watched);

    // The seller lowers a price and pauses the other: the list shows now and then.
    const edited = await t.request({
      method: 'PUT',
      url: `/api/listings/${first.listing_id}`,
      headers: seller.auth,
      payload: { ...first, price: 90, photos: [] },
    });
    expect(edited.statusCode).toBe(200);
    expect((await t.request({ method: 'PATCH', url: `/api/listings/${second.listing_id}/pause`, headers: seller.auth })).statusCode).toBe(200);

    const list = await rest(t, buyer, 'GET', '/api/watchlist');
    expect(list.status).toBe(200);
    expect(list.body.watchlist.map((w: { listing_id: number }) => w.listing_id)).toEqual([second.listing_id, first.listing_id]);
    expect(list.body.watchlist[0]).toMatchObject({ status: 'paused', price_when_watched: 80.5, listing: { status: 'paused', price: 80.5 } });
    expect(list.body.watchlist[1]).toMatchObject({ status: 'active', price_when_watched: 100, listing: { price: 90 } });
  });

  it('keeps a deleted listing on the list as deleted, without the listing', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    const listing = await createListing(t, seller);
    await watch(t, buyer, listing.listing_id);
    expect((await rest(t, seller, 'DELETE', `/api/listings/${listing.listing_id}`)).status).toBe(200);
    const list = await rest(t, buyer, 'GET', '/api/watchlist');
    expect(list.body.watchlist).toEqual([
      { listing_id: listing.listing_id, watched_at: NOT_A_TIME, price_when_watched: 120.5, status: 'deleted', listing: null },
    ]);
  });

  it('refuses one’s own listing (400), unknown and deleted listings (404), bad ids (400) and guests (401), storing nothing', async () => {
    const [member, seller] = [await createMember(t), await createMember(t)];
    const own = await createListing(t, member);
    const gone = await createListing(t, seller);
    await rest(t, seller, 'DELETE', `/api/listings/${gone.listing_id}`);
    const before = watchRows(t);

    expect(await rest(t, member, 'POST', '/api/watchlist', { listing_id: own.listing_id })).toEqual({
      status: 400,
      body: { error: 'You cannot watch your own listing.' },
    });
    expect(await rest(t, member, 'POST', '/api/watchlist', { listing_id: 999_999 })).toEqual({ status: 404, body: { error: 'Listing not found.' } });
    expect(await rest(t, member, 'POST', '/api/watchlist', { listing_id: gone.listing_id })).toEqual({ status: 404, body: { error: 'Listing not found.' } });
    for (const bad of [{}, { listing_id: 0 }, { listing_id: 'abc' }, { listing_id: 1.5 }, { listing_id: null }]) {
      const answer = await rest(t, member, 'POST', '/api/watchlist', bad);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('Listing ID is required.');
    }
    expect((await rest(t, null, 'POST', '/api/watchlist', { listing_id: gone.listing_id })).status).toBe(401);
    expect((await rest(t, null, 'GET', '/api/watchlist')).status).toBe(401);
    expect((await rest(t, null, 'DELETE', `/api/watchlist/${own.listing_id}`)).status).toBe(401);
    expect(watchRows(t)).toEqual(before);
  });

  it('stops watching the caller’s own watch only: another member’s DELETE is a 404 and changes nothing', async () => {
    const [buyer, other, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    const listing = await createListing(t, seller);
    await watch(t, buyer, listing.listing_id);

    expect(await rest(t, other, 'DELETE', `/api/watchlist/${listing.listing_id}`)).toEqual({
      status: 404,
      body: { error: 'You are not watching this listing.' },
    });
    expect((await rest(t, other, 'GET', '/api/watchlist')).body).toEqual({ watchlist: [] });
    expect((await rest(t, buyer, 'GET', '/api/watchlist')).body.watchlist).toHaveLength(1);

    expect(await rest(t, buyer, 'DELETE', `/api/watchlist/${listing.listing_id}`)).toEqual({
      status: 200,
      body: { message: 'Listing removed from your watchlist.' },
    });
    expect((await rest(t, buyer, 'DELETE', `/api/watchlist/${listing.listing_id}`)).status).toBe(404);
    expect((await rest(t, buyer, 'DELETE', '/api/watchlist/abc')).status).toBe(404);
    expect((await rest(t, buyer, 'GET', '/api/watchlist')).body).toEqual({ watchlist: [] });
  });

  it('tells the seller alone how many members watch their listing (tRPC `watchlist.watchers`)', async () => {
    const [a, b, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    const listing = await createListing(t, seller);
    await watch(t, a, listing.listing_id);
    await watch(t, b, listing.listing_id);
    const count = (member: typeof a | null, id = listing.listing_id) =>
      t.request({ method: 'GET', url: `/trpc/watchlist.watchers?input=${encodeURIComponent(JSON.stringify({ listing_id: id }))}`, headers: member?.auth });

    const own = await count(seller);
    expect(own.json().result.data).toEqual({ listing_id: listing.listing_id, watchers: 2 });
    const other = await count(a);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('Not authorized.');
    expect((await count(null)).statusCode).toBe(401);
    expect((await count(seller, 999_999)).statusCode).toBe(404);
  });
});
