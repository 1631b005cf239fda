import { listings, SIZE_TABLE_FINGERPRINT, sizeTableState, syncListingSizes } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseListings, createListing, insertListing, postListing } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';

interface Answer {
  listings: { listing_id: number; brand: string; size: string | null }[];
  pagination: { totalCount: number };
}

/**
 * Mouthpiece sizes (product §12, api §16): listings carry their decoded size, browse finds similar sizes of any maker
 * (`like`, or "like Bach 7C" typed as the search), the listing page lists similar sizes from
 * other sellers, and the size guide counts listings per size.
 */
describe('mouthpiece sizes in listings and browse', () => {
  let t: TestApp;
  let seller: Member;
  let other: Member;
  let bach5c: number;
  let yamaha11c4: number;

  const browse = (query: string) => browseListings<Answer>(t, query);
  const sizeColumns = (id: number) =>
    t.deps.db
      .select({ maker: listings.sizeMaker, code: listings.sizeCode, family: listings.sizeFamily, rim: listings.sizeRimUm, cup: listings.sizeCup })
      .from(listings)
      .where(eq(listings.id, id))
      .get();

  beforeAll(async () => {
    t = await startTestApp();
    seller = await createMember(t);
    other = await createMember(t);
    bach5c = (await createListing(t, seller, { brand: 'Bach', model: 'Stradivarius', size: '5C', instrument_type: 'Trumpet' })).listing_id;
    yamaha11c4 = (await createListing(t, other, { brand: 'Yamaha', model: 'Standard', size: '11C4', instrument_type: 'Trumpet' })).listing_id;
  });
  afterAll(() => t.close());

  it('stores the decoded size with a listing, from the size or else the model, and keeps it in step with edits', async () => {
    expect(sizeColumns(bach5c)).toMatchObject({ maker: 'bach', code: '5C', family: 'trumpet', cup: 3 });
    expect(present(sizeColumns(bach5c), 'the Bach 5C listing').rim).toBeGreaterThan(16_000);
    const inModel = await createListing(t, seller, { brand: 'Vincent Bach', model: '1 1/2C', size: '', instrument_type: 'Trumpet' });
    expect(sizeColumns(inModel.listing_id)).toMatchObject({ maker: 'bach', code: expect.stringMatching(/^1(\.5| 1\/2)C$/), family: 'trumpet' });

    // A full edit without `size` keeps the stored size, and so its decoding.
    const edit = { brand: 'Bach', model: 'Strad', instrument_type: 'Trumpet', condition: 'Good', price: 100, description: 'Edited after a closer look.' };
    const kept = await t.request({ method: 'PUT', url: `/api/listings/${bach5c}`, headers: seller.auth, payload: edit });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(sizeColumns(bach5c)).toMatchObject({ maker: 'bach', code: '5C' });
    const changed = await t.request({ method: 'PUT', url: `/api/listings/${inModel.listing_id}`, headers: seller.auth, payload: { ...edit, size: '99Z' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(sizeColumns(inModel.listing_id)).toEqual({ maker: null, code: null, family: null, rim: null, cup: null });
  });

  it('stores nothing for a size of another family, a size nobody makes, or 50 characters of noise', async () => {
    const tuba = await createListing(t, seller, { brand: 'Bach', size: '7C', instrument_type: 'Tuba' });
    const unknown = await createListing(t, seller, { brand: 'Bach', size: '99Z' });
    const noise = await createListing(t, seller, { brand: 'Bach', size: '½'.repeat(50) });
    for (const id of [tuba.listing_id, unknown.listing_id, noise.listing_id]) expect(sizeColumns(id)).toMatchObject({ maker: null, rim: null });
  });

  // With the makers' figures, Yamaha's 11C4 (16.46 mm) is 0.21 mm from Bach's 5C (16.25 mm), within
  // the ±0.30 mm a similar size may differ by; to a 7C (16.20 mm) it is Yamaha's own equivalent.
  it('finds the Yamaha 11C4 like a Bach 5C, closest first, with `like` or the search phrase', async () => {
    for (const query of ['?like=Bach%205C', '?like=bach+5c&instrument_type=Trumpet', '?q=like%20my%205C', '?q=like%20Bach%205C']) {
      const { status, body } = await browse(query);
      expect(status, query).toBe(200);
      const ids = body.listings.map((l) => l.listing_id);
      expect(ids, query).toContain(yamaha11c4);
      expect(ids[0], query).toBe(bach5c);
    }
    const seven = await browse('?like=Bach%207C');
    expect(seven.body.listings.map((l) => l.listing_id)[0]).toBe(yamaha11c4);
    // Not a size: a plain text search, which finds nothing here.
    const text = await browse('?q=like%20new');
    expect(text).toMatchObject({ status: 200, body: { pagination: { totalCount: 0 } } });
  });

  it('answers a reference nobody makes, or too long, with a 400 and the reason', async () => {
    const unknown = await browse('?like=Bach%2099Z');
    expect(unknown).toMatchObject({ status: 400, body: { error: 'No mouthpiece size we know matches "Bach 99Z". Try a maker and size, such as "Bach 7C".' } });
    const long = await browse(`?like=${'7'.repeat(101)}`);
    expect(long).toMatchObject({ status: 400, body: { error: 'Size reference must be 100 characters or less.' } });
  });

  it('keeps other filters on a similar-size browse and counts only what matches', async () => {
    const cheap = await browse('?like=Bach%205C&price_max=1');
    expect(cheap.body.pagination.totalCount).toBe(0);
    const yamahaOnly = await browse('?like=Bach%205C&brand=Yamaha');
    expect(yamahaOnly.body.listings.map((l) => l.listing_id)).toEqual([yamaha11c4]);
    // The instrument picks the family: Schilke's trombone 51 has no published rim to compare with.
    const trombones = await browse('?like=Schilke%2051&instrument_type=Tenor%20Trombone');
    expect(trombones).toMatchObject({ status: 400, body: { error: 'Schilke 51 has no published rim size to compare with.' } });
  });

  it('lists similar sizes from other sellers on the listing page, over HTTP, a batch and the socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const http = httpClient(address).client;
    const batch = httpClient(address, { batch: true }).client;
    const socket = wsClient(address);
    try {
      for (const client of [http, batch, socket.client]) {
        const near = await client.listings.similar.query({ listing_id: bach5c });
        expect(near.listings.map((l) => l.listing_id)).toContain(yamaha11c4);
        // The seller's own listings are not "from other sellers".
        expect(near.listings.every((l) => l.user_id !== seller.id)).toBe(true);
        expect((await client.listings.similar.query({ listing_id: 999_999 })).listings).toEqual([]);
        const stock = await client.listings.sizeStock.query();
        expect(stock.models).toContainEqual({ maker_id: 'bach', code: '5C', family: 'trumpet', count: expect.any(Number) });
      }
    } finally {
      await socket.close();
    }
  });

  it('backfills listings stored before sizes were decoded, once per table fingerprint', () => {
    const old = insertListing(t, seller.id, { brand: 'Yamaha', model: 'Standard', size: '11C4', instrumentType: 'Trumpet' });
    expect(sizeColumns(old)).toMatchObject({ maker: null });
    // The table is unchanged: nothing runs.
    expect(syncListingSizes(t.deps.db)).toBe(0);
    t.deps.db.update(sizeTableState).set({ fingerprint: 'an older table' }).run();
    expect(syncListingSizes(t.deps.db)).toBeGreaterThanOrEqual(1);
    expect(sizeColumns(old)).toMatchObject({ maker: 'yamaha', code: '11C4', family: 'trumpet' });
    expect(t.deps.db.select().from(sizeTableState).get()?.fingerprint).toBe(SIZE_TABLE_FINGERPRINT);
  });

  it('refuses bad input to the size procedures without a 500', async () => {
    const res = await postListing(t, seller, { size: '7'.repeat(51) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Size must be 50 characters or less.' });
  });
});
