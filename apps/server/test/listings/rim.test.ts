import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, call, keysOf, saveSearch, searchNotificationsOf } from '../searches/support';
import { browseListings, createListing, sortedIds } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';

interface Answer {
  listings: { listing_id: number }[];
  pagination: { totalCount: number };
  availableBrands: string[];
}

const RIM_MIN_TEXT = 'rim_min must be a number of mm from 10.0 to 40.0, with one decimal at most.';
const RIM_MAX_TEXT = 'rim_max must be a number of mm from 10.0 to 40.0, with one decimal at most.';

/**
 * The rim filter (issue 28): `rim_min` and `rim_max`, in mm with one decimal, keep the listings
 * whose decoded size has a rim figure from the size table within range; the same over REST, tRPC,
 * a seller's page and a saved search's alerts, and a value it does not take is a 400 in words.
 */
describe('rim_min and rim_max', () => {
  let t: TestApp;
  let seller: Member;
  let other: Member;
  const ids: Record<string, number> = {};

  const browse = (query: string) => browseListings<Answer>(t, query);

  beforeAll(async () => {
    t = await startTestApp();
    seller = await createMember(t);
    other = await createMember(t);
    const listing = async (name: string, member: Member, fields: Record<string, unknown>) => {
      ids[name] = (await createListing(t, member, { instrument_type: 'Trumpet', ...fields })).listing_id;
    };
    // Rims from the makers' charts: Bach 1 1/2C and Yamaha 16C4 17.0 mm, Bach 7C 16.2, Bach 1 17.5.
    await listing('bach1half', seller, { brand: 'Bach', model: 'Stradivarius', size: '1 1/2C' });
    await listing('yamaha16c4', other, { brand: 'Yamaha', model: 'Standard', size: '16C4' });
    await listing('cornet1c', seller, { brand: 'Bach', model: 'Cornet', size: '1C', instrument_type: 'Cornet' });
    await listing('bach7c', seller, { brand: 'Bach', model: 'Stradivarius', size: '7C' });
    await listing('bach1', other, { brand: 'Bach', model: 'Stradivarius', size: '1' });
    await listing('unknown', seller, { brand: 'Bach', model: 'Mystery', size: '99Z' });
    await listing('unsized', other, { brand: 'Jupiter', model: 'Student', size: null });
  });
  afterAll(() => t.close());

  it('keeps only trumpet pieces whose rim is in range on GET /api/listings', async () => {
    const { status, body } = await browse('?rim_min=16.9&rim_max=17.1&instrument_type=Trumpet');
    expect(status).toBe(200);
    expect(sortedIds(body)).toEqual([ids.bach1half, ids.yamaha16c4].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(body.pagination.totalCount).toBe(2);
    // The facet lists are taken without the type filter, with the rim range: the cornet's brand is there.
    expect(body.availableBrands).toEqual(['Bach', 'Yamaha']);

    // Without the type, the cornet of the same family; one bound alone; a size with no rim figure never.
    expect(sortedIds((await browse('?rim_min=16.9&rim_max=17.1')).body)).toEqual(
      [ids.bach1half, ids.yamaha16c4, ids.cornet1c].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(sortedIds((await browse('?rim_min=17.2')).body)).toEqual([ids.bach1]);
    expect(sortedIds((await browse('?rim_max=16.2')).body)).toEqual([ids.bach7c]);
    expect(sortedIds((await browse('?rim_min=10&rim_max=40')).body)).not.toContain(ids.unknown);
    expect(sortedIds((await browse('?rim_min=10&rim_max=40')).body)).not.toContain(ids.unsized);
  });

  it('answers the same in tRPC, on a seller’s page and in their own listings', async () => {
    const rest = await browse('?rim_min=16.9&rim_max=17.1&instrument_type=Trumpet');
    const input = { rim_min: 16.9, rim_max: 17.1, instrument_type: 'Trumpet' };
    const trpc = await t.request({ method: 'GET', url: `/trpc/listings.list?input=${encodeURIComponent(JSON.stringify(input))}` });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual(rest.body);

    expect(sortedIds((await browse(`?rim_min=16.9&rim_max=17.1&user_id=${seller.id}`)).body)).toEqual(
      [ids.bach1half, ids.cornet1c].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    const own = await t.request({ method: 'GET', url: '/api/listings?user_id=me&rim_max=17.1&rim_min=16.9', headers: seller.auth });
    expect(sortedIds(own.json())).toEqual([ids.bach1half, ids.cornet1c].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it.each([
    ['?rim_min=abc', 'rim_min', RIM_MIN_TEXT],
    ['?rim_min=9.9', 'rim_min', RIM_MIN_TEXT],
    ['?rim_max=40.1', 'rim_max', RIM_MAX_TEXT],
    ['?rim_max=16.95', 'rim_max', RIM_MAX_TEXT],
    ['?rim_min=17.1&rim_max=16.9', 'rim_max', 'rim_max must not be less than rim_min.'],
  ])('refuses %s with 400 and a clear text, over REST and tRPC', async (query, path, error) => {
    expect(await browse(query)).toMatchObject({ status: 400, body: { error, issues: [{ path, message: error }] } });
    const input = Object.fromEntries(new URLSearchParams(query));
    const trpc = await t.request({ method: 'GET', url: `/trpc/listings.list?input=${encodeURIComponent(JSON.stringify(input))}` });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error).toMatchObject({ message: error, data: { code: 'BAD_REQUEST', issues: [{ path, message: error }] } });
  });

  it('is saved in a search, filed by rim bucket and type, and alerts for a new listing in range only', async () => {
    const buyer = await createMember(t);
    const saved = await saveSearch(t, buyer, 'Big trumpet rims', 'rim_max=17.1&instrument_type=Trumpet&rim_min=16.9');
    expect(saved.query).toBe('instrument_type=Trumpet&rim_max=17.1&rim_min=16.9');
    // 16.9–17.1 mm is buckets 67 and 68 (250 µm each), each with the type named.
    expect(keysOf(t, saved.saved_search_id)).toEqual(['rim:67|type:Trumpet', 'rim:68|type:Trumpet']);

    await createListing(t, seller, { instrument_type: 'Trumpet', brand: 'Bach', model: 'Strad', size: '7C' });
    await createListing(t, seller, { instrument_type: 'Cornet', brand: 'Bach', model: 'Cornet', size: '1C' });
    const inRange = await createListing(t, seller, { instrument_type: 'Trumpet', brand: 'Yamaha', model: 'Bobby Shew', size: '16C4' });
    expect(alertsOf(t, buyer.id).map((a) => a.listingId)).toEqual([inRange.listing_id]);
    expect(searchNotificationsOf(t, buyer.id).map((n) => n.message)).toEqual(['New listing for "Big trumpet rims": Yamaha Bobby Shew']);

    const refused = await call(t, buyer, 'searches.create', { name: 'Backwards', query: 'rim_min=17.1&rim_max=16.9' });
    expect(refused).toMatchObject({ status: 400, error: { message: 'rim_max must not be less than rim_min.' } });
  });
});
