import { afterAll, describe, expect, it } from 'vitest';
import { createListing, setStatus } from '../support/listings';
import { rest } from '../support/rest';
import { createMember, startTestApp } from '../support/test-app';
import { answerOk, bach7c, counter, createParties, dealState, offer, offerOk } from './support';

const TERMS = 'An offer needs an amount, a listing to swap, or both.';
const NOT_AVAILABLE = 'This item is not currently available.';
const SWAP_NOT_YOURS = 'The listing to swap must be one of your own active listings.';

/**
 * POST /api/offers and POST /api/offers/{id}/counter refused (issue 30): each bad body or state
 * gets its status and exact text, and leaves every offer, deal, listing, message and
 * notification as it was.
 */
describe('offers refused: the texts, and nothing changes', async () => {
  const t = await startTestApp({ MAX_ACTIVE_LISTINGS: '1000' });
  afterAll(() => t.close());
  const { seller, buyer } = await createParties(t);
  const listingId = await bach7c(t, seller);
  const buyersOwn = await bach7c(t, buyer, { model: 'Mine' });
  const buyersPaused = await bach7c(t, buyer, { model: 'Paused' });
  setStatus(t, buyersPaused, 'paused');
  const sellersOther = await bach7c(t, seller, { model: 'Other' });

  /** The refusal, and the state before and after it is the same. */
  async function refused(body: Record<string, unknown>, status: number, error: string, path?: string) {
    const before = dealState(t);
    const res = await offer(t, buyer, body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(path === undefined ? { error } : { error, issues: [{ path, message: error }] });
    expect(dealState(t)).toEqual(before);
  }

  it.each([
    ['no terms', {}, TERMS],
    ['null terms', { amount: null, swap_listing_id: null }, TERMS],
    ['blank swap and no amount', { swap_listing_id: '' }, TERMS],
  ])('400 for %s', async (_name, terms, error) => {
    await refused({ listing_id: listingId, ...terms }, 400, error, 'amount');
  });

  it.each([
    [0, 'Amount must be greater than 0.'],
    [-5, 'Amount must be greater than 0.'],
    [0.004, 'Amount must be greater than 0.'],
    ['abc', 'Amount must be a valid number.'],
    [true, 'Amount must be a valid number.'],
    ['', 'Amount is required.'],
    [100_000.01, 'Amount cannot exceed $100,000.'],
    ['100001', 'Amount cannot exceed $100,000.'],
  ])('400 for amount %j', async (amount, error) => {
    await refused({ listing_id: listingId, amount }, 400, error, 'amount');
  });

  it('400 for a note too long or not text, counted in characters after trimming', async () => {
    await refused({ listing_id: listingId, amount: 50, note: 'n'.repeat(1001) }, 400, 'Note must be 1000 characters or less.', 'note');
    await refused({ listing_id: listingId, amount: 50, note: 42 }, 400, 'Note must be a string.', 'note');
    // 1000 emoji and surrounding spaces fit.
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 50, note: ` ${'🎺'.repeat(1000)} ` });
    expect(made.note).toBe('🎺'.repeat(1000));
    await answerOk(t, buyer, made.offer_id, 'withdraw');
  });

  it.each([
    ['missing', {}],
    ['zero', { listing_id: 0 }],
    ['text', { listing_id: 'abc' }],
    ['a fraction', { listing_id: 1.5 }],
  ])('400 for a listing id that is %s', async (_name, listing) => {
    await refused({ ...listing, amount: 50 }, 400, 'A listing is required.', 'listing_id');
  });

  it.each([
    ['text', 'abc'],
    ['zero', 0],
    ['a fraction', 2.5],
  ])('400 for a swap listing id that is %s', async (_name, swap) => {
    await refused({ listing_id: listingId, swap_listing_id: swap }, 400, 'The listing to swap must be a listing ID.', 'swap_listing_id');
  });

  it('400 for a swap listing that is not the buyer’s own active listing, or is the listing itself', async () => {
    for (const swap of [sellersOther, buyersPaused, listingId, 999_999]) await refused({ listing_id: listingId, swap_listing_id: swap }, 400, SWAP_NOT_YOURS);
    await refused({ listing_id: listingId, amount: 10, swap_listing_id: sellersOther }, 400, SWAP_NOT_YOURS);
    // The buyer's own active listing is accepted.
    const swap = await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: buyersOwn });
    expect(swap).toMatchObject({ amount: null, swap_listing_id: buyersOwn, swap_listing: { listing_id: buyersOwn, status: 'active' } });
    await answerOk(t, buyer, swap.offer_id, 'withdraw');
  });

  it('400 on one’s own listing, 404 for an unknown or deleted one', async () => {
    const before = dealState(t);
    expect(await offer(t, seller, { listing_id: listingId, amount: 50 })).toEqual({
      status: 400,
      body: { error: 'You cannot make an offer on your own listing.' },
    });
    expect(dealState(t)).toEqual(before);
    await refused({ listing_id: 999_999, amount: 50 }, 404, 'Listing not found.');
    const gone = await bach7c(t, seller, { model: 'Gone' });
    expect((await rest(t, seller, 'DELETE', `/api/listings/${gone}`)).status).toBe(200);
    await refused({ listing_id: gone, amount: 50 }, 404, 'Listing not found.');
  });

  it.each(['paused', 'sold', 'reserved', 'loaned', 'expired'] as const)('409 on a %s listing, before the swap is looked at', async (status) => {
    const other = await bach7c(t, seller, { model: status });
    setStatus(t, other, status);
    await refused({ listing_id: other, amount: 50 }, 409, NOT_AVAILABLE);
    await refused({ listing_id: other, swap_listing_id: sellersOther }, 409, NOT_AVAILABLE);
  });

  it('a counter is checked like an offer: terms, amount, note, and the buyer’s swap listing', async () => {
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 80 });
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{}, TERMS, 'amount'],
      [{ amount: 0 }, 'Amount must be greater than 0.', 'amount'],
      [{ amount: 'lots' }, 'Amount must be a valid number.', 'amount'],
      [{ amount: 100_001 }, 'Amount cannot exceed $100,000.', 'amount'],
      [{ amount: 90, note: 'x'.repeat(1001) }, 'Note must be 1000 characters or less.', 'note'],
      // A seller's counter may ask for a swap, but only one of the buyer's own active listings.
      [{ swap_listing_id: sellersOther }, SWAP_NOT_YOURS, undefined],
      [{ swap_listing_id: buyersPaused }, SWAP_NOT_YOURS, undefined],
      [{ swap_listing_id: listingId }, SWAP_NOT_YOURS, undefined],
    ];
    for (const [body, error, path] of cases) {
      const before = dealState(t);
      const res = await counter(t, seller, made.offer_id, body);
      expect([res.status, res.body]).toEqual([400, path === undefined ? { error } : { error, issues: [{ path, message: error }] }]);
      expect(dealState(t)).toEqual(before);
    }
    const swapAsked = await counter(t, seller, made.offer_id, { amount: 20, swap_listing_id: buyersOwn });
    expect(swapAsked.status).toBe(201);
    expect(swapAsked.body.offer).toMatchObject({ buyer_id: buyer.id, from_user_id: seller.id, amount: 20, swap_listing_id: buyersOwn });
    await answerOk(t, seller, swapAsked.body.offer.offer_id, 'withdraw');
  });

  it('a path id that is not a positive integer is the resource’s 404, and changes nothing', async () => {
    const outsider = await createMember(t);
    const before = dealState(t);
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      for (const step of ['accept', 'decline', 'withdraw']) {
        expect(await rest(t, outsider, 'POST', `/api/offers/${id}/${step}`, {})).toEqual({ status: 404, body: { error: 'Offer not found.' } });
      }
      expect(await counter(t, outsider, id, { amount: 5 })).toEqual({ status: 404, body: { error: 'Offer not found.' } });
      for (const action of ['release', 'complete']) {
        expect(await rest(t, outsider, 'POST', `/api/listings/${id}/${action}`, {})).toEqual({ status: 404, body: { error: 'Listing not found.' } });
      }
    }
    // An answer that is none of the three is a path the API does not have.
    expect(await rest(t, buyer, 'POST', '/api/offers/1/approve', {})).toEqual({ status: 404, body: { error: 'Not found.' } });
    expect(dealState(t)).toEqual(before);
  });

  it('takes a listing id as text and rounds an amount to the cent', async () => {
    const plain = await createListing(t, seller);
    expect((await offer(t, buyer, { listing_id: String(plain.listing_id), amount: '99.999' })).body.offer).toMatchObject({ amount: 100, status: 'open' });
  });
});
