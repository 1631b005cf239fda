import { afterAll, describe, expect, it } from 'vitest';
import { rateOk } from '../ratings/support';
import { rest } from '../support/rest';
import { createMember } from '../support/test-app';
import { dashboard, requestLoan, startLoansApp } from '../loans/support';
import { notificationsOf } from '../support/notifications';
import { answer, answerOk, bach7c, completeOk, createParties, dealState, offerOk, offerRow, release, statusOf } from './support';

const GUIDE = '/api/price-guide?brand=Bach&size=7C&instrument_type=Trumpet';

/**
 * Swaps over REST (issue 30): money and a swap, or a swap alone. Accepting reserves both
 * listings, completing sells both, releasing puts both back on sale. A swap agrees no price for
 * the piece alone, so the price guide counts neither listing of a swap deal.
 */
describe('swaps over REST', async () => {
  // At noon, so a loan request's dates are today and later whatever the hour (loans/support).
  const t = await startLoansApp();
  afterAll(() => t.close());
  const parties = await createParties(t);
  const { seller, buyer } = parties;

  it('money and a swap: both reserved, then both sold; the deal names the swap listing', async () => {
    const listingId = await bach7c(t, seller);
    const swapId = await bach7c(t, buyer, { model: 'Swap', price: 80 });
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 40, swap_listing_id: swapId });
    expect(made).toMatchObject({ amount: 40, swap_listing_id: swapId, swap_listing: { listing_id: swapId, brand: 'Bach', model: 'Swap', price: 80 } });

    await answerOk(t, seller, made.offer_id, 'accept');
    expect([statusOf(t, listingId), statusOf(t, swapId)]).toEqual(['reserved', 'reserved']);

    const deal = await completeOk(t, seller, listingId);
    expect(deal).toMatchObject({ listing_id: listingId, swap_listing_id: swapId, amount: 40, buyer_id: buyer.id, seller_id: seller.id });
    expect(deal.swap_listing).toMatchObject({ listing_id: swapId, status: 'sold' });
    expect([statusOf(t, listingId), statusOf(t, swapId)]).toEqual(['sold', 'sold']);
    expect((await rest(t, buyer, 'GET', '/api/deals')).body.deals).toEqual([deal]);

    // Either rates the other for either listing of the deal, and the rating follows it.
    const rating = await rateOk(t, seller, buyer, swapId, 5, 'Fair swap');
    expect(rating.deal_id).toBe(deal.deal_id);
  });

  it('a swap alone: both reserved, then both sold, with no amount', async () => {
    const listingId = await bach7c(t, seller);
    const swapId = await bach7c(t, buyer, { model: 'Swap only' });
    const made = await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: String(swapId) });
    expect(made).toMatchObject({ amount: null, swap_listing_id: swapId });
    await answerOk(t, seller, made.offer_id, 'accept');
    expect([statusOf(t, listingId), statusOf(t, swapId)]).toEqual(['reserved', 'reserved']);
    const deal = await completeOk(t, buyer, listingId, { received: true });
    expect(deal).toMatchObject({ amount: null, swap_listing_id: swapId });
    expect([statusOf(t, listingId), statusOf(t, swapId)]).toEqual(['sold', 'sold']);
  });

  it('the price guide counts neither listing of a swap deal, but a listing marked sold at its asking price', async () => {
    // The two deals above sold four Bach 7C listings: none of them is a sale with a price.
    expect((await rest(t, null, 'GET', GUIDE)).body).toMatchObject({ count: 0, sales: [] });
    const plain = await bach7c(t, seller, { price: 130 });
    expect((await rest(t, seller, 'PUT', `/api/listings/${plain}`, { status: 'sold' })).status).toBe(200);
    expect((await rest(t, null, 'GET', GUIDE)).body).toMatchObject({ count: 1, sales: [{ price: 130 }] });
  });

  it('accepting declines the other open offers on the swap listing too, and cancels its loan requests, each told by its owner', async () => {
    const [rival, borrower] = [await createMember(t, { nickname: 'Rivo' }), await createMember(t, { nickname: 'Borro' })];
    const listingId = await bach7c(t, seller);
    const swapId = await bach7c(t, buyer, { model: 'Wanted twice', open_to_loan: true });
    const rivalOffer = await offerOk(t, rival, { listing_id: swapId, amount: 70 });
    const loan = await requestLoan(t, borrower, swapId);
    const made = await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: swapId });

    await answerOk(t, seller, made.offer_id, 'accept');
    expect(offerRow(t, rivalOffer.offer_id)?.status).toBe('declined');
    expect(notificationsOf(t, rival.id, 'offer').map((n) => [n.message, n.fromUserId])).toEqual([
      ['Bach Wanted twice was reserved for another member, so your offer was declined.', buyer.id],
    ]);
    expect((await dashboard(t, borrower)).history.map((l) => [l.loan_id, l.status])).toEqual([[loan.loan_id, 'cancelled']]);
  });

  it('release returns the swap listing to active along with the listing', async () => {
    const listingId = await bach7c(t, seller);
    const swapId = await bach7c(t, buyer, { model: 'Swap back' });
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 5, swap_listing_id: swapId });
    await answerOk(t, seller, made.offer_id, 'accept');
    expect((await release(t, seller, listingId)).status).toBe(200);
    expect([statusOf(t, listingId), statusOf(t, swapId)]).toEqual(['active', 'active']);
    // The buyer's listing is theirs to offer again.
    await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: swapId });
  });

  it('a swap listing reserved by another deal when the offer is answered: 409, and nothing changes', async () => {
    const [listingId, otherId] = [await bach7c(t, seller), await bach7c(t, seller, { model: 'Other' })];
    const swapId = await bach7c(t, buyer, { model: 'Offered twice' });
    const made = await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: swapId });
    await answerOk(t, seller, (await offerOk(t, buyer, { listing_id: otherId, swap_listing_id: swapId })).offer_id, 'accept');
    expect(statusOf(t, swapId)).toBe('reserved');
    const before = dealState(t);
    expect(await answer(t, seller, made.offer_id, 'accept')).toEqual({
      status: 409,
      body: { error: 'The listing offered in the swap is no longer available.' },
    });
    expect(dealState(t)).toEqual(before);
  });

  it('completing withdraws the other open offers naming either listing as the swap, each told by its owner', async () => {
    const third = await createMember(t, { nickname: 'Thirza' });
    const listingId = await bach7c(t, seller, { model: 'Kept' });
    const swapId = await bach7c(t, buyer, { model: 'Given' });
    const [forBuyer, forSeller] = [await bach7c(t, third, { model: 'Elsewhere' }), await bach7c(t, third, { model: 'Further' })];
    // Each party has also offered their listing of this deal as the swap for one of the third member's.
    const buyersOther = await offerOk(t, buyer, { listing_id: forBuyer, swap_listing_id: swapId });
    const sellersOther = await offerOk(t, seller, { listing_id: forSeller, amount: 10, swap_listing_id: listingId });
    const made = await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: swapId });
    await answerOk(t, seller, made.offer_id, 'accept');
    // Reserved, the deal may still be released: those offers stay open until it completes.
    expect([offerRow(t, buyersOther.offer_id)?.status, offerRow(t, sellersOther.offer_id)?.status]).toEqual(['open', 'open']);

    await completeOk(t, seller, listingId);
    expect([offerRow(t, buyersOther.offer_id)?.status, offerRow(t, sellersOther.offer_id)?.status]).toEqual(['withdrawn', 'withdrawn']);
    expect(notificationsOf(t, third.id, 'offer').map((n) => [n.message, n.fromUserId])).toEqual([
      [expect.stringMatching(/ offered /), buyer.id],
      [expect.stringMatching(/ offered /), seller.id],
      ['Sella withdrew the offer for Bach Further: Bach Kept is no longer for sale.', seller.id],
      ['Buzz withdrew the offer for Bach Elsewhere: Bach Given is no longer for sale.', buyer.id],
    ]);
    expect(await answer(t, third, buyersOther.offer_id, 'accept')).toEqual({ status: 409, body: { error: 'This offer is no longer open.' } });
  });

  it('a swap listing its owner pauses withdraws the offer naming it (off-sale.test.ts): the answer meets a closed offer', async () => {
    const listingId = await bach7c(t, seller);
    const swapId = await bach7c(t, buyer, { model: 'Paused later' });
    const made = await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: swapId });
    expect((await rest(t, buyer, 'PATCH', `/api/listings/${swapId}/pause`)).status).toBe(200);
    expect(await answer(t, seller, made.offer_id, 'accept')).toEqual({ status: 409, body: { error: 'This offer is no longer open.' } });
  });
});
