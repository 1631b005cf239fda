import { present, type State } from '@mpx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, call, saveSearch } from '../searches/support';
import { browseListings, createListing } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';

interface Answer {
  listings: { listing_id: number; place: string | null; distance_km?: number | null }[];
  pagination: { totalCount: number };
  error?: string;
}

/**
 * Browsing by distance from a postcode (api §20, product §17): the filter, the nearest-first
 * order, `distance_km` on each listing, the place of each seller, and saved-search alerts that
 * honour the bound; over REST, tRPC HTTP (single and batched) and the socket.
 */
describe('near a postcode', () => {
  let t: TestApp;
  let address: string;
  type Where = 'geelong' | 'melbourne' | 'boxHill' | 'sydney';
  const PLACES: [Where, State, string][] = [
    ['geelong', 'VIC', '3220'],
    ['melbourne', 'VIC', '3000'],
    ['boxHill', 'VIC', '3128'],
    ['sydney', 'NSW', '2000'],
  ];
  const ids: Record<Where, number> = { geelong: 0, melbourne: 0, boxHill: 0, sydney: 0 };
  const sellers = new Map<Where, Member>();
  const seller = (where: Where) => present(sellers.get(where), `the seller in ${where}`);

  const browse = (query: string) => browseListings<Answer>(t, query);

  beforeAll(async () => {
    t = await startTestApp();
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const [key, state, postcode] of PLACES) {
      sellers.set(key, await createMember(t, { location_state: state, location_postcode: postcode }));
      // Created Sydney last: newest first would put it first.
      ids[key] = (await createListing(t, seller(key), { brand: 'Denis Wick', model: `Near ${key}` })).listing_id;
    }
  });
  afterAll(() => t.close());

  it('keeps the listings within the bound, nearest first, each with its whole-km distance and place', async () => {
    const { status, body } = await browse('?near=3220&within_km=100&sort=distance&brand=Denis%20Wick');
    expect(status).toBe(200);
    expect(body.listings.map((l) => [l.listing_id, l.place, l.distance_km])).toEqual([
      [ids.geelong, 'Geelong VIC', 0],
      [ids.melbourne, 'Melbourne VIC', 68],
      [ids.boxHill, 'Box Hill VIC', 77],
    ]);
    expect(body.pagination.totalCount).toBe(3);

    // A bound is exact, on the unrounded distance: Melbourne is 67.5 km from Geelong.
    expect((await browse('?near=3220&within_km=67&brand=Denis%20Wick')).body.listings.map((l) => l.listing_id)).toEqual([ids.geelong]);
    // Without a bound every listing stays, with its distance; Sydney is about 780 km from Geelong.
    const all = await browse('?near=3220&sort=distance&brand=Denis%20Wick');
    expect(all.body.listings.map((l) => l.listing_id)).toEqual([ids.geelong, ids.melbourne, ids.boxHill, ids.sydney]);
    expect(all.body.listings[3]?.distance_km).toBeGreaterThan(700);
    // Without `near`, no distances; the place is always there.
    const plain = await browse('?brand=Denis%20Wick');
    expect(plain.body.listings.every((l) => !('distance_km' in l) && typeof l.place === 'string')).toBe(true);
  });

  it('refuses an unknown postcode, a bad bound and a distance without near, with the texts of api §20', async () => {
    expect(await browse('?near=0001&within_km=50')).toMatchObject({ status: 400, body: { error: 'Unknown postcode.' } });
    expect(await browse('?near=30000')).toMatchObject({ status: 400, body: { error: 'near must be a 4-digit postcode.' } });
    for (const bad of ['0', '5001', '2.5', 'ten'])
      expect(await browse(`?near=3000&within_km=${bad}`)).toMatchObject({ status: 400, body: { error: 'within_km must be a whole number from 1 to 5000.' } });
    expect(await browse('?within_km=50')).toMatchObject({ status: 400, body: { error: 'within_km needs a postcode in near.' } });
    expect(await browse('?sort=distance')).toMatchObject({ status: 400, body: { error: 'sort=distance needs a postcode in near.' } });
    expect((await browse('?near=3000&within_km=5000')).status).toBe(200);
  });

  it('gives the listing page its distance from a postcode', async () => {
    const res = await t.request({ method: 'GET', url: `/api/listings/${ids.boxHill}?near=3000` });
    expect(res.json()).toMatchObject({ listing_id: ids.boxHill, place: 'Box Hill VIC', distance_km: 12 });
    expect('distance_km' in (await t.request({ method: 'GET', url: `/api/listings/${ids.boxHill}` })).json()).toBe(false);
    expect((await t.request({ method: 'GET', url: `/api/listings/${ids.boxHill}?near=0001` })).json()).toEqual({ error: 'Unknown postcode.' });
  });

  it('refuses a bad near alike on the browse and on one listing (api §20.1), over REST and tRPC', async () => {
    const REFUSALS: [near: string, text: string][] = [
      ['abcd', 'near must be a 4-digit postcode.'],
      ['123', 'near must be a 4-digit postcode.'],
      ['30000', 'near must be a 4-digit postcode.'],
      ['0001', 'Unknown postcode.'],
    ];
    const rest = async (path: string) => {
      const res = await t.request({ method: 'GET', url: `/api${path}` });
      return { status: res.statusCode, body: res.json<unknown>() };
    };
    const trpc = async (path: string, input: object) => {
      const res = await t.request({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}` });
      const { error } = res.json<{ error: { message: string; data: { code: string; issues?: unknown } } }>();
      return { status: res.statusCode, message: error.message, code: error.data.code, issues: error.data.issues };
    };
    for (const [near, text] of REFUSALS) {
      const browsed = await rest(`/listings?near=${near}`);
      expect(browsed, near).toMatchObject({ status: 400, body: { error: text } });
      expect(await rest(`/listings/${ids.boxHill}?near=${near}`), near).toEqual(browsed);
      const listed = await trpc('listings.list', { near });
      expect(listed, near).toMatchObject({ status: 400, message: text, code: 'BAD_REQUEST' });
      expect(await trpc('listings.byId', { listing_id: ids.boxHill, near }), near).toEqual(listed);
    }
  });

  it('answers the same over tRPC HTTP, a batch and the socket', async () => {
    const http = httpClient(address).client;
    const batch = httpClient(address, { batch: true }).client;
    const socket = wsClient(address);
    try {
      for (const client of [http, batch, socket.client]) {
        const page = await client.listings.list.query({ near: '3220', within_km: 100, sort: 'distance', brand: ['Denis Wick'] });
        expect(page.listings.map((l) => l.listing_id)).toEqual([ids.geelong, ids.melbourne, ids.boxHill]);
        await expect(client.listings.list.query({ near: '0001', within_km: 10 })).rejects.toMatchObject({
          message: 'Unknown postcode.',
          data: { code: 'BAD_REQUEST' },
        });
        const one = await client.listings.byId.query({ listing_id: ids.sydney, near: '2000' });
        expect(one.distance_km).toBe(0);
        const place = await client.places.byPostcode.query({ postcode: '3128' });
        expect(place).toEqual({ postcode: '3128', state: 'VIC', localities: ['Box Hill', 'Box Hill Central', 'Box Hill South', 'Houston', 'Wattle Park'] });
      }
    } finally {
      await socket.close();
    }
  });

  it('follows a seller who moves: their listings are measured from the new postcode at once', async () => {
    const before = await browse('?near=3220&within_km=100&brand=Denis%20Wick');
    expect(before.body.listings.map((l) => l.listing_id)).not.toContain(ids.sydney);
    const moved = await t.request({
      method: 'PUT',
      url: '/api/profile/me',
      headers: seller('sydney').auth,
      payload: { location_state: 'VIC', location_postcode: '3216' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await browse('?near=3220&within_km=100&sort=distance&brand=Denis%20Wick');
    expect(after.body.listings[1]).toMatchObject({ listing_id: ids.sydney, place: expect.stringMatching(/ VIC$/) });
    await t.request({ method: 'PUT', url: '/api/profile/me', headers: seller('sydney').auth, payload: { location_state: 'NSW', location_postcode: '2000' } });
  });

  it('alerts a saved search "within 50 km of 3220" only for listings in range', async () => {
    const buyer = await createMember(t);
    const saved = await saveSearch(t, buyer, 'Near Geelong', 'near=3220&within_km=50&brand=Schilke');
    expect(saved.query).toBe('brand=Schilke&near=3220&within_km=50');
    const far = await createListing(t, seller('melbourne'), { brand: 'Schilke', model: '14A4a' });
    const near = await createListing(t, seller('geelong'), { brand: 'Schilke', model: '15B' });
    expect(alertsOf(t, buyer.id).map((a) => a.listingId)).toEqual([near.listing_id]);
    expect(far.listing_id).not.toBe(near.listing_id);

    // A saved search needs a known postcode, and `near` alone narrows nothing.
    expect(await call(t, buyer, 'searches.create', { name: 'Nowhere', query: 'near=0001&within_km=50' })).toMatchObject({
      status: 400,
      error: { message: 'Unknown postcode.' },
    });
    expect((await call(t, buyer, 'searches.create', { name: 'Just near', query: 'near=3220' })).status).toBe(400);
  });
});

describe('GET /api/places/{postcode}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers the postcode’s state and localities, to anyone, or 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/places/3220' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ postcode: '3220', state: 'VIC', localities: ['Geelong', 'Bareena', 'Newtown', 'South Geelong'] });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    for (const missing of ['0001', 'abcd', '30000'])
      expect(await t.request({ method: 'GET', url: `/api/places/${missing}` })).toMatchObject({
        statusCode: 404,
        body: JSON.stringify({ error: 'Postcode not found.' }),
      });
  });
});
