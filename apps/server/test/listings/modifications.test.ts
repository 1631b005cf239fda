import { MODIFICATIONS_MESSAGE } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing, listingBody } from '../support/listings';
import { rest } from '../support/rest';
import { createMember, startTestApp } from '../support/test-app';

/**
 * Modifications (api §4.3, §16): a listing says what was done to the piece, and such a piece is
 * never a published equivalent: `like` finds it by its printed figures only, and For you says
 * what was done instead of a size.
 */
describe('listing modifications', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  /** The listing page's "Similar sizes" (api §16.2): tRPC only. */
  const similarIds = async (listingId: number): Promise<number[]> => {
    const res = await t.request({ method: 'GET', url: `/trpc/listings.similar?input=${encodeURIComponent(JSON.stringify({ listing_id: listingId }))}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { data: { listings: { listing_id: number }[] } } }>().result.data.listings.map((l) => l.listing_id);
  };

  it('are given on create in any order, answered in one order, kept by an edit that leaves them out and cleared by []', async () => {
    const seller = await createMember(t);
    const plain = await createListing(t, seller);
    expect(plain.modifications).toEqual([]);
    const modified = await createListing(t, seller, { modifications: ['replated', 'throat_drilled', 'replated'] });
    expect(modified.modifications).toEqual(['throat_drilled', 'replated']);
    const url = `/api/listings/${modified.listing_id}`;
    expect((await rest(t, null, 'GET', url)).body.modifications).toEqual(['throat_drilled', 'replated']);

    // The body of §4.3 without the field: an edit that leaves it out.
    const body = listingBody();
    expect((await rest(t, seller, 'PUT', url, { ...body, price: 99 })).body.modifications).toEqual(['throat_drilled', 'replated']);
    expect((await rest(t, seller, 'PUT', url, { ...body, modifications: ['custom'] })).body.modifications).toEqual(['custom']);
    expect((await rest(t, seller, 'PUT', url, { ...body, modifications: [] })).body.modifications).toEqual([]);
  });

  it('refuses anything but a list of the known ones, with 400 and its text', async () => {
    const seller = await createMember(t);
    for (const modifications of ['throat_drilled', ['gold_plated'], [1], null]) {
      const answer = await rest(t, seller, 'POST', '/api/listings', listingBody({ modifications }));
      expect(answer.status, JSON.stringify(modifications)).toBe(400);
      expect(answer.body.error).toBe(MODIFICATIONS_MESSAGE);
    }
  });

  it('keep a modified piece out of `like`’s equivalents: found by its printed figures only, among the neighbours', async () => {
    const seller = await createMember(t);
    const list = (brand: string, size: string, modifications: string[] = []): Promise<{ listing_id: number }> =>
      createListing(t, seller, { instrument_type: 'Cornet', brand, model: 'Mod', size, modifications });
    const schilke = await list('Schilke', '13'); // an equivalent, 0.56 mm wider: found only as one
    await list('Schilke', '13', ['rim_recut']);
    const yamaha = await list('Yamaha', '11C4');
    const drilled = await list('Yamaha', '11C4', ['throat_drilled']);
    const bach = await list('Bach', '3C');
    const { body } = await rest(t, null, 'GET', `/api/listings?like=${encodeURIComponent('Bach 7C')}&instrument_type=Cornet`);
    expect(body.listings.map((l: { listing_id: number }) => l.listing_id)).toEqual([
      yamaha.listing_id,
      schilke.listing_id,
      bach.listing_id,
      drilled.listing_id,
    ]);
  });

  // Bach's 7C is 16.20 mm; Schilke's 13 (16.76 mm) is one of its published equivalents, out of
  // the ±0.30 mm reach; Bach's 5C (16.25 mm) is a measured neighbour and no equivalent.
  it('give a modified listing’s "Similar sizes" by its printed figures only, never its maker’s equivalents', async () => {
    const [seller, others] = [await createMember(t), await createMember(t)];
    const drilled = await createListing(t, seller, { brand: 'Bach', size: '7C', modifications: ['throat_drilled'] });
    const schilke = await createListing(t, others, { brand: 'Schilke', size: '13' });
    const neighbour = await createListing(t, others, { brand: 'Bach', size: '5C' });
    const shown = await similarIds(drilled.listing_id);
    expect(shown).toContain(neighbour.listing_id);
    expect(shown).not.toContain(schilke.listing_id);
  });

  it('give a listing whose rim was recut no "Similar sizes" at all: not even its rim is the printed one', async () => {
    const [seller, others] = [await createMember(t), await createMember(t)];
    const recut = await createListing(t, seller, { brand: 'Bach', size: '7C', modifications: ['rim_recut'] });
    await createListing(t, others, { brand: 'Bach', size: '5C' });
    expect(await similarIds(recut.listing_id)).toEqual([]);
  });

  it('say in For you what was done, never an equivalence', async () => {
    const [member, seller] = [await createMember(t), await createMember(t)];
    await createListing(t, seller, { instrument_type: 'Flugelhorn', brand: 'Yamaha', size: '11C4', modifications: ['throat_drilled', 'backbore_opened'] });
    await createListing(t, seller, { instrument_type: 'Flugelhorn', brand: 'Schilke', size: '12', modifications: ['replated'] });
    await rest(t, member, 'PUT', '/api/setup', { pieces: [{ instrument_type: 'Flugelhorn', brand: 'Bach', size: '7C', current: true }] });
    const { body } = await rest(t, member, 'GET', '/api/for-you');
    expect(body.sections[0].listings.map((l: { brand: string; reason: unknown }) => [l.brand, l.reason])).toEqual([
      ['Yamaha', { kind: 'modified', text: 'Modified: throat drilled, backbore opened' }],
      ['Schilke', { kind: 'modified', text: 'Modified: replated' }],
    ]);
  });
});
