import { itemAt } from '@mpx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, dataUrl, insertListings, insertSeller, listingBody, png } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';

const PAGINATION_KEYS = ['page', 'limit', 'totalPages', 'totalCount', 'hasNextPage', 'hasPrevPage'];

describe('GET /api/listings', () => {
  let t: TestApp;
  let seller: Member;
  let other: Member;

  beforeAll(async () => {
    t = await startTestApp();
    seller = await createMember(t, { location_state: 'VIC' });
    other = await createMember(t, { location_state: 'QLD' });
  });
  afterAll(() => t.close());

  const browse = async (query = '', headers?: Record<string, string>) => {
    const res = await t.request({ method: 'GET', url: `/api/listings${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('32: returns only active listings, 24 per page, newest first, with pagination and the available lists', async () => {
    const ids = insertListings(t, seller.id, 30, { brand: 'Page32' });
    insertListings(t, seller.id, 1, { brand: 'Page32', status: 'paused', createdAt: Date.now() + 10_000 });
    insertListings(t, seller.id, 1, { brand: 'Page32', status: 'sold', createdAt: Date.now() + 10_000 });
    insertListings(t, seller.id, 1, { brand: 'Page32', status: 'deleted', createdAt: Date.now() + 10_000 });
    const body = await browse('?brand=Page32');
    expect(body.listings).toHaveLength(24);
    expect(body.listings.map((l: { listing_id: number }) => l.listing_id)).toEqual(ids.slice(0, 24));
    expect(body.listings.every((l: { status: string }) => l.status === 'active')).toBe(true);
    expect(Object.keys(body.pagination).sort()).toEqual([...PAGINATION_KEYS].sort());
    expect(body.pagination).toEqual({ page: 1, limit: 24, totalPages: 2, totalCount: 30, hasNextPage: true, hasPrevPage: false });
    for (const key of ['availableModels', 'availableBrands', 'availableInstrumentTypes']) expect(Array.isArray(body[key])).toBe(true);
    const second = await browse('?brand=Page32&page=2');
    expect(second.listings.map((l: { listing_id: number }) => l.listing_id)).toEqual(ids.slice(24));
    expect(second.pagination).toMatchObject({ page: 2, hasNextPage: false, hasPrevPage: true });
  });

  it('a page past the end is empty and keeps the real counts', async () => {
    insertListings(t, seller.id, 3, { brand: 'PastEnd' });
    const body = await browse('?brand=PastEnd&page=9');
    expect(body.listings).toEqual([]);
    expect(body.pagination).toEqual({ page: 9, limit: 24, totalPages: 1, totalCount: 3, hasNextPage: false, hasPrevPage: true });
    expect(body.availableBrands).toContain('PastEnd');
  });

  it('an empty result has totalPages 0 and empty arrays', async () => {
    const body = await browse(`?user_id=${insertSeller(t)}`);
    expect(body).toMatchObject({ listings: [], availableModels: [], availableBrands: [], availableInstrumentTypes: [] });
    expect(body.pagination).toEqual({ page: 1, limit: 24, totalPages: 0, totalCount: 0, hasNextPage: false, hasPrevPage: false });
  });

  it('33: limit=1000 returns at most 100 listings; junk page and limit fall back to the defaults', async () => {
    insertListings(t, seller.id, 105, { brand: 'Limit33' });
    const big = await browse('?brand=Limit33&limit=1000');
    expect(big.listings).toHaveLength(100);
    expect(big.pagination).toMatchObject({ limit: 100, totalCount: 105, totalPages: 2 });
    const junk = await browse('?brand=Limit33&limit=abc&page=-3');
    expect(junk.pagination).toMatchObject({ page: 1, limit: 24 });
    expect((await browse('?brand=Limit33&limit=5&page=2.5')).pagination).toMatchObject({ page: 1, limit: 5 });
  });

  it('34: model=c matches 7C and 1.5c; repeated brand keys mean any of', async () => {
    insertListings(t, seller.id, 1, { brand: 'Bach', model: '7C', instrumentType: 'Cornet34' });
    insertListings(t, seller.id, 1, { brand: 'Yamaha', model: '1.5c', instrumentType: 'Cornet34' });
    insertListings(t, seller.id, 1, { brand: 'Schilke', model: '14A4a', instrumentType: 'Cornet34' });
    const models = await browse('?instrument_type=Cornet34&model=c');
    expect(models.listings.map((l: { model: string }) => l.model).sort()).toEqual(['1.5c', '7C']);
    const brands = await browse('?instrument_type=Cornet34&brand=Bach&brand=Yamaha');
    expect(brands.listings.map((l: { brand: string }) => l.brand).sort()).toEqual(['Bach', 'Yamaha']);
    // `%` and `_` are literal, and an empty value is ignored.
    expect((await browse('?instrument_type=Cornet34&model=%25')).listings).toEqual([]);
    expect((await browse('?instrument_type=Cornet34&model=_')).listings).toEqual([]);
    expect((await browse('?instrument_type=Cornet34&brand=')).pagination.totalCount).toBe(3);
  });

  it('35: availableBrands ignores the brand filter but honours condition and price_max', async () => {
    const horns = insertSeller(t);
    insertListings(t, horns, 1, { instrumentType: 'French Horn', brand: 'Holton', condition: 'Good', priceCents: 5_000 });
    insertListings(t, horns, 1, { instrumentType: 'Tuba', brand: 'Stork', condition: 'Good', priceCents: 9_000 });
    insertListings(t, horns, 1, { instrumentType: 'French Horn', brand: 'Laskey', condition: 'Good', priceCents: 20_000 });
    insertListings(t, horns, 1, { instrumentType: 'French Horn', brand: 'Houser', condition: 'Poor', priceCents: 5_000 });
    const body = await browse(`?user_id=${horns}&brand=Holton&instrument_type=French%20Horn&condition=Good&price_max=100`);
    expect(body.listings.map((l: { brand: string }) => l.brand)).toEqual(['Holton']);
    expect(body.pagination.totalCount).toBe(1);
    expect(body.availableBrands).toEqual(['Holton', 'Stork']);
    expect(body.availableInstrumentTypes).toEqual(['French Horn', 'Tuba']);
  });

  it('available lists are distinct and sorted case-insensitively', async () => {
    const sorted = insertSeller(t);
    insertListings(t, sorted, 4, (i) => ({ brand: itemAt(['zeta', 'Alpha', 'beta', 'Alpha'], i), model: itemAt(['b', 'A', 'c', 'A'], i) }));
    const body = await browse(`?user_id=${sorted}`);
    expect(body.availableBrands).toEqual(['Alpha', 'beta', 'zeta']);
    expect(body.availableModels).toEqual(['A', 'b', 'c']);
  });

  it('36: q=wick 4 finds Denis Wick 4AL; sort=price_asc orders by price with ties by id descending', async () => {
    const [wick] = insertListings(t, seller.id, 1, {
      brand: 'Denis Wick',
      model: '4AL',
      instrumentType: 'Trombone36',
      description: 'Classic trombone mouthpiece.',
    });
    insertListings(t, seller.id, 1, { brand: 'Bach', model: '4G', instrumentType: 'Trombone36', description: 'Nothing to see here.' });
    const found = await browse('?q=wick%204');
    expect(found.listings.map((l: { listing_id: number }) => l.listing_id)).toEqual([wick]);
    // Accents and case are folded; a term must start a word.
    expect((await browse('?q=D%C3%89NIS')).listings.map((l: { listing_id: number }) => l.listing_id)).toEqual([wick]);
    expect((await browse('?q=ick')).listings).toEqual([]);

    const ids = insertListings(t, seller.id, 4, (i) => ({ instrumentType: 'Price36', priceCents: itemAt([3000, 1000, 3000, 2000], i) }));
    const asc = await browse('?instrument_type=Price36&sort=price_asc');
    expect(asc.listings.map((l: { listing_id: number }) => l.listing_id)).toEqual([ids[1], ids[3], ids[2], ids[0]]);
    expect(asc.listings.map((l: { price: number }) => l.price)).toEqual([10, 20, 30, 30]);
    const desc = await browse('?instrument_type=Price36&sort=price_desc');
    expect(desc.listings.map((l: { listing_id: number }) => l.listing_id)).toEqual([ids[2], ids[0], ids[3], ids[1]]);
  });

  it('filters by seller state, price range, swap and loan flags, all combined with AND', async () => {
    insertListings(t, seller.id, 1, { instrumentType: 'Mix', priceCents: 1_010, openToSwap: true, openToLoan: false });
    insertListings(t, other.id, 1, { instrumentType: 'Mix', priceCents: 5_000, openToSwap: false, openToLoan: true });
    const count = async (q: string) => (await browse(`?instrument_type=Mix&${q}`)).pagination.totalCount;
    expect(await count('location_state=VIC')).toBe(1);
    expect(await count('location_state=VIC&location_state=QLD')).toBe(2);
    expect(await count('price_min=10.10&price_max=10.10')).toBe(1);
    expect(await count('price_min=10.11')).toBe(1);
    expect(await count('open_to_swap=true')).toBe(1);
    expect(await count('open_to_swap=false')).toBe(1);
    expect(await count('open_to_loan=true&location_state=VIC')).toBe(0);
    expect(await count('location_postcode=3000&unknown=1')).toBe(2);
  });

  it('answers 400 with the parameter as the path, in the table order', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/listings?sort=cheap&open_to_loan=maybe&open_to_swap=1&price_max=x&price_min=ten&q=${'a'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Search text must be 100 characters or less.',
      issues: [
        { path: 'q', message: 'Search text must be 100 characters or less.' },
        { path: 'price_min', message: 'price_min must be a number.' },
        { path: 'price_max', message: 'price_max must be a number.' },
        { path: 'open_to_swap', message: 'open_to_swap must be true or false.' },
        { path: 'open_to_loan', message: 'open_to_loan must be true or false.' },
        { path: 'sort', message: 'Invalid sort. Must be one of: newest, price_asc, price_desc, distance' },
      ],
    });
    // A repeated single-valued key: the last value wins.
    expect((await t.request({ method: 'GET', url: '/api/listings?sort=bogus&sort=price_asc' })).statusCode).toBe(200);
  });

  it('37: user_id=me needs a session; with one it returns every non-deleted listing, unpaginated and untrimmed', async () => {
    const guest = await t.request({ method: 'GET', url: '/api/listings?user_id=me' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ error: 'No token provided.' });
    const bad = await t.request({ method: 'GET', url: '/api/listings?user_id=me', headers: { authorization: 'Bearer nope' } });
    expect(bad.json()).toEqual({ error: 'Invalid or expired token.' });

    const owner = await createMember(t);
    insertListings(t, owner.id, 19);
    insertListings(t, owner.id, 8, { status: 'paused' });
    insertListings(t, owner.id, 1, { status: 'sold' });
    insertListings(t, owner.id, 1, { status: 'loaned' });
    insertListings(t, owner.id, 2, { status: 'deleted' });
    const long = 'x'.repeat(1990);
    const created = await createListing(t, owner, { description: long, photos: [dataUrl('image/png', await png())] });
    const body = await browse('?user_id=me&page=3&limit=2', owner.auth);
    expect(body.listings).toHaveLength(30);
    expect(new Set(body.listings.map((l: { status: string }) => l.status))).toEqual(new Set(['active', 'paused', 'sold', 'loaned']));
    expect(body.pagination).toEqual({ page: 1, limit: 30, totalPages: 1, totalCount: 30, hasNextPage: false, hasPrevPage: false });
    const mine = body.listings.find((l: { listing_id: number }) => l.listing_id === created.listing_id);
    expect(mine.description).toBe(long);
    expect(mine.photos).toEqual(created.photos);
    expect(mine.photos).toHaveLength(1);
    expect(mine.paypal_link_effective).toBeNull();

    const empty = await browse('?user_id=me', (await createMember(t)).auth);
    expect(empty.pagination).toEqual({ page: 1, limit: 0, totalPages: 0, totalCount: 0, hasNextPage: false, hasPrevPage: false });
  });

  it('38: user_id={n} returns only that member’s active listings; other values are ignored', async () => {
    const owner = await createMember(t);
    const [active] = insertListings(t, owner.id, 1);
    insertListings(t, owner.id, 1, { status: 'paused' });
    insertListings(t, owner.id, 1, { status: 'sold' });
    const body = await browse(`?user_id=${owner.id}`);
    expect(body.listings.map((l: { listing_id: number }) => l.listing_id)).toEqual([active]);
    expect(body.listings[0].user).toEqual({
      user_id: owner.id,
      name: 'Sam Player',
      nickname: 'Slide',
      location_state: 'VIC',
      average_rating: 0,
      rating_count: 0,
    });
    const all = await browse('?user_id=abc');
    expect(all.pagination.totalCount).toBeGreaterThan(1);
  });

  it('a write is visible in the very next browse (the cache is keyed on the catalog version)', async () => {
    const owner = await createMember(t);
    const before = await browse('?brand=Fresh');
    expect(before.pagination.totalCount).toBe(0);
    const created = await createListing(t, owner, { brand: 'Fresh' });
    const after = await browse('?brand=Fresh');
    expect(after.listings.map((l: { listing_id: number }) => l.listing_id)).toEqual([created.listing_id]);
    expect(after.availableBrands).toContain('Fresh');

    await t.request({ method: 'PATCH', url: `/api/listings/${created.listing_id}/pause`, headers: owner.auth });
    expect((await browse('?brand=Fresh')).pagination.totalCount).toBe(0);
    await t.request({ method: 'PATCH', url: `/api/listings/${created.listing_id}/pause`, headers: owner.auth });
    expect((await browse('?brand=Fresh')).pagination.totalCount).toBe(1);

    // Seller fields embedded in cached listings follow a profile change at once.
    await t.request({ method: 'PUT', url: '/api/profile/me', headers: owner.auth, payload: { nickname: 'Renamed', location_state: 'TAS' } });
    const renamed = await browse('?brand=Fresh');
    expect(renamed.listings[0].user).toMatchObject({ nickname: 'Renamed', location_state: 'TAS' });
    expect((await browse('?brand=Fresh&location_state=TAS')).pagination.totalCount).toBe(1);

    await t.request({ method: 'DELETE', url: `/api/listings/${created.listing_id}`, headers: owner.auth });
    expect((await browse('?brand=Fresh')).listings).toEqual([]);
  });

  it('the own list and the detail page also follow a write at once', async () => {
    const owner = await createMember(t);
    const created = await createListing(t, owner, { brand: 'Before' });
    const mine = () => browse('?user_id=me', owner.auth);
    const detail = async () => (await t.request({ method: 'GET', url: `/api/listings/${created.listing_id}` })).json();
    expect((await mine()).listings[0].brand).toBe('Before');
    expect((await detail()).brand).toBe('Before');
    await t.request({ method: 'PUT', url: `/api/listings/${created.listing_id}`, headers: owner.auth, payload: listingBody({ brand: 'After' }) });
    expect((await mine()).listings[0].brand).toBe('After');
    expect((await detail()).brand).toBe('After');
    // A write that reads nothing back (a profile change) is seen by the next own list too.
    await t.request({ method: 'PUT', url: '/api/profile/me', headers: owner.auth, payload: { nickname: 'NewNick' } });
    expect((await mine()).listings[0].user.nickname).toBe('NewNick');
  });

  it('guests never see payment links; members see the effective link', async () => {
    const owner = await createMember(t);
    await t.request({ method: 'PUT', url: '/api/profile/me', headers: owner.auth, payload: { paypal_link: 'sellerhandle' } });
    await createListing(t, owner, { brand: 'PayLink' });
    await createListing(t, owner, { brand: 'PayLink', paypal_link_override: 'www.paypal.me/Override/10' });
    const guest = await browse('?brand=PayLink');
    expect(
      guest.listings.map((l: { paypal_link_effective: unknown; paypal_link_override: unknown }) => [l.paypal_link_override, l.paypal_link_effective]),
    ).toEqual([
      [null, null],
      [null, null],
    ]);
    const member = await browse('?brand=PayLink', other.auth);
    expect(
      member.listings.map((l: { paypal_link_effective: unknown; paypal_link_override: unknown }) => [l.paypal_link_override, l.paypal_link_effective]),
    ).toEqual([
      ['https://paypal.me/Override', 'https://paypal.me/Override'],
      [null, 'https://paypal.me/sellerhandle'],
    ]);
    // An invalid token on a public read is ignored: served as a guest.
    const invalid = await browse('?brand=PayLink', { authorization: 'Bearer invalid' });
    expect(invalid.listings[0].paypal_link_effective).toBeNull();
  });

  it('carries Cache-Control: no-store', async () => {
    const res = await t.request({ method: 'GET', url: '/api/listings' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
