import { afterAll, describe, expect, it } from 'vitest';
import { listingBody } from '../support/listings';
import { rest } from '../support/rest';
import { startTestApp } from '../support/test-app';
import { answerOk, bach7c, createParties, dealState, offerOk, release, reservedListing, statusOf } from './support';

const HELD = 'This listing is reserved: complete the deal or release it first.';

/**
 * A reserved listing is held for its buyer (issue 30): only release and complete move it. Its
 * owner may not pause it, delete it or mark it sold outside the deal (each would leave the
 * accepted offer holding a listing that is no longer reserved), but may still edit it; the
 * buyer's listing reserved as a swap is held the same way.
 */
describe('a reserved listing is held until the deal is completed or released', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const parties = await createParties(t);
  const { seller, buyer } = parties;

  /** Pause, delete and mark sold: each 409, and nothing changes. */
  async function heldAgainst(owner: typeof seller, listingId: number) {
    const before = dealState(t);
    expect(await rest(t, owner, 'PATCH', `/api/listings/${listingId}/pause`)).toEqual({ status: 409, body: { error: HELD } });
    expect(await rest(t, owner, 'DELETE', `/api/listings/${listingId}`)).toEqual({ status: 409, body: { error: HELD } });
    expect(await rest(t, owner, 'PUT', `/api/listings/${listingId}`, { status: 'sold' })).toEqual({ status: 409, body: { error: HELD } });
    expect(dealState(t)).toEqual(before);
  }

  it('the seller may not pause, delete or mark it sold, but may edit it', async () => {
    const { listingId } = await reservedListing(t, parties);
    await heldAgainst(seller, listingId);
    const edit = await rest(t, seller, 'PUT', `/api/listings/${listingId}`, listingBody({ brand: 'Bach', model: 'Standard', size: '7C', price: 125 }));
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ status: 'reserved', price: 125 });
    // Released, it is the seller's to pause again.
    expect((await release(t, seller, listingId)).status).toBe(200);
    expect((await rest(t, seller, 'PATCH', `/api/listings/${listingId}/pause`)).body.status).toBe('paused');
  });

  it('the buyer’s listing reserved as a swap is held the same way', async () => {
    const listingId = await bach7c(t, seller);
    const swapId = await bach7c(t, buyer, { model: 'Swap' });
    await answerOk(t, seller, (await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: swapId })).offer_id, 'accept');
    expect(statusOf(t, swapId)).toBe('reserved');
    await heldAgainst(buyer, swapId);
  });
});
