import { listings } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';

const DAY = 24 * 60 * 60 * 1000;

/** Creates a listing and marks it sold, a second after the last sale (the guide lists newest first). */
async function sold(t: TestApp, seller: Member, overrides: Record<string, unknown>) {
  t.clock.offsetMs += 1000;
  const listing = await createListing(t, seller, overrides);
  const res = await t.request({ method: 'PUT', url: `/api/listings/${listing.listing_id}`, headers: seller.auth, payload: { status: 'sold' } });
  if (res.statusCode !== 200) throw new Error(`sold failed: ${res.statusCode} ${res.body}`);
  return Number(listing.listing_id);
}

function guide(t: TestApp, query: string) {
  return t.request({ method: 'GET', url: `/api/price-guide?${query}` });
}

describe('the price guide (api §22)', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const seller = await createMember(t);

  it('counts one decoded size however it was written, from sold listings only, without seller identities', async () => {
    // Five spellings of Bach's trumpet 7C, and a cornet (same family): sold.
    await sold(t, seller, { brand: 'Bach', model: 'Megatone', size: '7C', price: 60 });
    await sold(t, seller, { brand: 'Vincent Bach', model: 'Standard', size: '7 C', price: 100 });
    await sold(t, seller, { brand: 'Bach', model: 'Stradivarius', size: '7c', price: 80 });
    await sold(t, seller, { brand: 'Bach', model: 'Stradivarius 7C', size: null, price: 90 });
    await sold(t, seller, { brand: 'Bach', model: 'Classic', size: '7C', price: 70, instrument_type: 'Cornet' });
    // Not sales: active, paused, deleted; another size; another maker's 7C.
    await createListing(t, seller, { brand: 'Bach', size: '7C', price: 5 });
    const paused = await createListing(t, seller, { brand: 'Bach', size: '7C', price: 6 });
    await t.request({ method: 'PATCH', url: `/api/listings/${paused.listing_id}/pause`, headers: seller.auth });
    const deleted = await createListing(t, seller, { brand: 'Bach', size: '7C', price: 7 });
    await t.request({ method: 'DELETE', url: `/api/listings/${deleted.listing_id}`, headers: seller.auth });
    await sold(t, seller, { brand: 'Bach', size: '3C', price: 500 });
    await sold(t, seller, { brand: 'Yamaha', size: '7C', price: 400 });

    const month = new Date(t.deps.now()).toISOString().slice(0, 7);
    for (const query of ['brand=Bach&size=7C', 'brand=bach&size=7%20c&instrument_type=Trumpet', 'brand=Vincent+Bach&model=Strad+7C']) {
      const res = await guide(t, query);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        maker_id: 'bach',
        code: '7C',
        family: 'trumpet',
        label: 'Bach 7C',
        count: 5,
        median: 80,
        low: 60,
        high: 100,
        sales: [70, 90, 80, 100, 60].map((price) => ({ price, month })),
      });
    }
    // The same over tRPC: HTTP, a batch and the socket.
    const rest = (await guide(t, 'brand=Bach&size=7C')).json();
    const socket = wsClient(address);
    try {
      for (const client of [httpClient(address).client, httpClient(address, { batch: true }).client, socket.client]) {
        expect(await client.prices.guide.query({ brand: 'Bach', size: '7c' })).toEqual(rest);
      }
    } finally {
      await socket.close();
    }
  });

  it('gives no median below three sales, and counts only the last 365 days', async () => {
    const first = await sold(t, seller, { brand: 'Schilke', size: '14A4a', price: 150 });
    await sold(t, seller, { brand: 'Schilke', size: '14A4a', price: 170 });
    expect((await guide(t, 'brand=Schilke&size=14A4a')).json()).toMatchObject({ count: 2, median: null, low: 150, high: 170 });
    await sold(t, seller, { brand: 'Schilke', size: '14a4a', price: 200 });
    expect((await guide(t, 'brand=Schilke&size=14A4a')).json()).toMatchObject({ count: 3, median: 170, low: 150, high: 200 });

    // A sale 366 days ago is out of the window; one 364 days ago is in (new answers once the catalog moves).
    t.deps.db
      .update(listings)
      .set({ soldAt: t.deps.now() - 366 * DAY })
      .where(eq(listings.id, first))
      .run();
    expect((await guide(t, 'brand=Schilke&size=14A4a')).json()).toMatchObject({ count: 2, median: null, low: 170, high: 200 });
    t.deps.db
      .update(listings)
      .set({ soldAt: t.deps.now() - 364 * DAY })
      .where(eq(listings.id, first))
      .run();
    expect((await guide(t, 'brand=Schilke&size=14A4a')).json()).toMatchObject({ count: 3, median: 170 });
  });

  it('an unknown or undecodable size has no sales; a missing brand is a 400', async () => {
    const none = { maker_id: null, code: null, family: null, label: null, count: 0, median: null, low: null, high: null, sales: [] };
    expect((await guide(t, 'brand=Bach&size=99Z')).json()).toEqual(none);
    expect((await guide(t, 'brand=Nobody&size=7C')).json()).toEqual(none);
    expect((await guide(t, 'brand=Bach')).json()).toEqual(none);
    expect((await guide(t, 'brand=Bach&size=7C&instrument_type=Mellophone')).json()).toEqual(none);
    const missing = await guide(t, 'size=7C');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Brand is required.');
    expect((await guide(t, `brand=Bach&size=${'7'.repeat(101)}`)).json().error).toBe('Each field must be 100 characters or less.');
  });

  it('the size guide’s summary: every decoded size sold in the window, with its median', async () => {
    const res = await t.request({ method: 'GET', url: '/trpc/prices.summary' });
    const models = res.json().result.data.models;
    // The same over a batch and the socket.
    const socket = wsClient(address);
    try {
      for (const client of [httpClient(address, { batch: true }).client, socket.client]) {
        expect((await client.prices.summary.query()).models).toEqual(models);
      }
    } finally {
      await socket.close();
    }
    expect(models).toEqual(
      expect.arrayContaining([
        { maker_id: 'bach', code: '7C', family: 'trumpet', count: 5, median: 80, low: 60, high: 100 },
        { maker_id: 'bach', code: '3C', family: 'trumpet', count: 1, median: null, low: 500, high: 500 },
      ]),
    );
  });
});
