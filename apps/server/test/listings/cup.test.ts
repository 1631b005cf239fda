import { CUP_CLASSES } from '@mpx/shared/sizes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, call, keysOf, saveSearch } from '../searches/support';
import { browseListings, createListing, sortedIds } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';

interface Answer {
  listings: { listing_id: number }[];
  pagination: { totalCount: number };
}

const CUP_TEXT = 'cup must be one of: very deep, deep, medium deep, medium, medium shallow, shallow, very shallow.';

/**
 * The cup filter (issue 31's cup word): `cup`, repeatable, one of the size table's seven words,
 * keeps the listings whose decoded size has that cup on the shared scale; the same over REST,
 * tRPC, a seller's page, a member's own listings and a saved search's alerts. Any other word is a
 * 400 that names the words it takes.
 */
describe('cup', () => {
  let t: TestApp;
  let seller: Member;
  let other: Member;
  const ids: Record<string, number> = {};

  const browse = (query: string) => browseListings<Answer>(t, query);
  const sorted = (...names: string[]) => names.map((name) => ids[name] ?? 0).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await startTestApp();
    seller = await createMember(t);
    other = await createMember(t);
    const listing = async (name: string, member: Member, fields: Record<string, unknown>) => {
      ids[name] = (await createListing(t, member, { instrument_type: 'Tenor Trombone', ...fields })).listing_id;
    };
    // Cups from the makers' charts: Bach's G and Denis Wick's AL deep, Bach's AL medium deep,
    // Bach's C medium, Schilke's a shallow; Doug Elliott's rims have no cup of their own.
    await listing('bach5g', seller, { brand: 'Bach', model: 'Stradivarius', size: '5G' });
    await listing('wick4al', other, { brand: 'Denis Wick', model: 'Classic', size: '4AL' });
    await listing('bach6halfal', seller, { brand: 'Bach', model: 'Stradivarius', size: '6 1/2AL' });
    await listing('bach7c', seller, { brand: 'Bach', model: 'Stradivarius', size: '7C', instrument_type: 'Trumpet' });
    await listing('schilke14a4a', other, { brand: 'Schilke', model: 'Standard', size: '14A4a', instrument_type: 'Trumpet' });
    await listing('elliott', seller, { brand: 'Doug Elliott', model: 'LT', size: 'LT102' });
    await listing('unknown', seller, { brand: 'Bach', model: 'Mystery', size: '99Z' });
    await listing('unsized', other, { brand: 'Jupiter', model: 'Student', size: null });
  });
  afterAll(() => t.close());

  it('keeps only the listings whose decoded size has that cup on GET /api/listings', async () => {
    const { status, body } = await browse('?cup=deep');
    expect(status).toBe(200);
    expect(sortedIds(body)).toEqual(sorted('bach5g', 'wick4al'));
    expect(body.pagination.totalCount).toBe(2);

    // Repeated: any of them; with the instrument; a size with no cup figure, or none at all, never.
    expect(sortedIds((await browse('?cup=deep&cup=medium+deep')).body)).toEqual(sorted('bach5g', 'wick4al', 'bach6halfal'));
    expect(sortedIds((await browse('?cup=medium&instrument_type=Trumpet')).body)).toEqual(sorted('bach7c'));
    expect(sortedIds((await browse('?cup=deep&instrument_type=Trumpet')).body)).toEqual([]);
    const everyCup = (await browse(`?${CUP_CLASSES.map((cup) => `cup=${encodeURIComponent(cup)}`).join('&')}`)).body;
    expect(sortedIds(everyCup)).toEqual(sorted('bach5g', 'wick4al', 'bach6halfal', 'bach7c', 'schilke14a4a'));
  });

  it('answers the same in tRPC, on a seller’s page and in their own listings', async () => {
    const rest = await browse('?cup=deep&cup=medium+deep');
    const trpc = await t.request({ method: 'GET', url: `/trpc/listings.list?input=${encodeURIComponent(JSON.stringify({ cup: ['deep', 'medium deep'] }))}` });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual(rest.body);

    expect(sortedIds((await browse(`?cup=deep&user_id=${seller.id}`)).body)).toEqual(sorted('bach5g'));
    const own = await t.request({ method: 'GET', url: '/api/listings?user_id=me&cup=deep&cup=medium+deep', headers: seller.auth });
    expect(sortedIds(own.json())).toEqual(sorted('bach5g', 'bach6halfal'));
  });

  it.each(['?cup=bogus', '?cup=Deep', '?cup=deep&cup=deeper'])(
    'refuses %s with 400 and a text naming the words it takes, over REST and tRPC',
    async (query) => {
      const { status, body } = await browse(query);
      expect({ status, body }).toMatchObject({ status: 400, body: { error: CUP_TEXT, issues: [{ path: 'cup', message: CUP_TEXT }] } });
      for (const cup of CUP_CLASSES) expect(body.error).toContain(cup);
      const input = { cup: new URLSearchParams(query).getAll('cup') };
      const trpc = await t.request({ method: 'GET', url: `/trpc/listings.list?input=${encodeURIComponent(JSON.stringify(input))}` });
      expect(trpc.statusCode).toBe(400);
      expect(trpc.json().error).toMatchObject({ message: CUP_TEXT, data: { code: 'BAD_REQUEST', issues: [{ path: 'cup', message: CUP_TEXT }] } });
    },
  );

  it('is saved in a search, filed by cup and type, and alerts for a new listing with that cup only', async () => {
    const buyer = await createMember(t);
    const saved = await saveSearch(t, buyer, 'Deep trombone cups', 'instrument_type=Tenor+Trombone&cup=deep');
    expect(saved.query).toBe('cup=deep&instrument_type=Tenor+Trombone');
    // `deep` is the second class of the scale (index 1).
    expect(keysOf(t, saved.saved_search_id)).toEqual(['cup:1|type:Tenor Trombone']);

    await createListing(t, seller, { instrument_type: 'Tenor Trombone', brand: 'Bach', model: 'Strad', size: '6 1/2AL' });
    await createListing(t, seller, { instrument_type: 'Tenor Trombone', brand: 'Doug Elliott', model: 'LT', size: 'LT102' });
    const deep = await createListing(t, seller, { instrument_type: 'Tenor Trombone', brand: 'Denis Wick', model: 'Classic', size: '4AL' });
    expect(alertsOf(t, buyer.id).map((a) => a.listingId)).toEqual([deep.listing_id]);

    const refused = await call(t, buyer, 'searches.create', { name: 'Bogus', query: 'cup=bogus' });
    expect(refused).toMatchObject({ status: 400, error: { message: CUP_TEXT } });
  });
});
