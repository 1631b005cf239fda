import { afterAll, describe, expect, it } from 'vitest';
import { rest } from '../support/rest';
import { createAdmin, startTestApp } from '../support/test-app';
import { notificationsOf } from '../support/notifications';
import { answer, bach7c, createParties, listingStatus, offer } from './support';

describe('a deal from offer to rating (issue 30)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('offer, counter, accept, reserved, complete, rated after a deal, priced at the agreed amount', async () => {
    const { seller, buyer } = await createParties(t);
    const listingId = await bach7c(t, seller);

    const made = await offer(t, buyer, { listing_id: listingId, amount: 90, note: 'Cash on pickup?' });
    expect(made.status).toBe(201);
    expect(made.body.offer).toMatchObject({
      listing_id: listingId,
      buyer_id: buyer.id,
      seller_id: seller.id,
      from_user_id: buyer.id,
      amount: 90,
      status: 'open',
      parent_offer_id: null,
    });
    expect(notificationsOf(t, seller.id, 'offer').map((n) => n.message)).toEqual(['Buzz offered $90 for Bach Standard.']);

    const countered = await rest(t, seller, 'POST', `/api/offers/${made.body.offer.offer_id}/counter`, { amount: 105 });
    expect(countered.status).toBe(201);
    expect(countered.body.offer).toMatchObject({ from_user_id: seller.id, amount: 105, status: 'open', parent_offer_id: made.body.offer.offer_id });
    const mine = await rest(t, buyer, 'GET', '/api/offers?role=buyer&status=&listing_id=');
    expect(mine.body.offers.map((o: { status: string }) => o.status)).toEqual(['open', 'countered']);

    const accepted = await answer(t, buyer, countered.body.offer.offer_id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.offer.status).toBe('accepted');
    expect(await listingStatus(t, buyer, listingId)).toBe('reserved');
    // No new offers while reserved.
    const other = await (async () => {
      const { buyer: third } = await createParties(t);
      return offer(t, third, { listing_id: listingId, amount: 200 });
    })();
    expect(other).toEqual({ status: 409, body: { error: 'This item is not currently available.' } });

    const done = await rest(t, seller, 'POST', `/api/listings/${listingId}/complete`, {});
    expect(done.status).toBe(200);
    expect(done.body.deal).toMatchObject({ listing_id: listingId, buyer_id: buyer.id, seller_id: seller.id, amount: 105, swap_listing_id: null });
    expect(await listingStatus(t, buyer, listingId)).toBe('sold');
    expect((await rest(t, buyer, 'GET', '/api/deals')).body.deals).toEqual([done.body.deal]);

    const rating = await rest(t, buyer, 'POST', '/api/ratings', { to_user_id: seller.id, transaction_id: listingId, stars: 5, comment: 'Smooth deal' });
    expect(rating.status).toBe(201);
    expect(rating.body.deal_id).toBe(done.body.deal.deal_id);
    // The seller rates the buyer for the same listing, which is the seller's own: the deal allows it.
    const back = await rest(t, seller, 'POST', '/api/ratings', { to_user_id: buyer.id, transaction_id: listingId, stars: 5, comment: 'Paid promptly' });
    expect(back.status).toBe(201);
    expect(back.body.deal_id).toBe(done.body.deal.deal_id);

    const guide = await rest(t, null, 'GET', '/api/price-guide?brand=Bach&size=7C&instrument_type=Trumpet');
    expect(guide.body.sales).toEqual([{ price: 105, month: expect.stringMatching(/^\d{4}-\d{2}$/) }]);
  });

  it('a reserved listing cannot be paused, marked sold or deleted: its deal decides', async () => {
    const { seller, buyer } = await createParties(t);
    const listingId = await bach7c(t, seller);
    const made = await offer(t, buyer, { listing_id: listingId, amount: 100 });
    await answer(t, seller, made.body.offer.offer_id, 'accept');
    const refused = { status: 409, body: { error: 'This listing is reserved: complete the deal or release it first.' } };
    expect(await rest(t, seller, 'PATCH', `/api/listings/${listingId}/pause`)).toEqual(refused);
    expect(await rest(t, seller, 'PUT', `/api/listings/${listingId}`, { status: 'sold' })).toEqual(refused);
    expect(await rest(t, seller, 'DELETE', `/api/listings/${listingId}`)).toEqual(refused);
    expect(await listingStatus(t, seller, listingId)).toBe('reserved');
    expect((await rest(t, seller, 'POST', `/api/listings/${listingId}/release`, {})).body.status).toBe('active');
  });

  it("an admin's delete of a member or a listing frees the listings their accepted offers held", async () => {
    const { seller, buyer } = await createParties(t);
    const admin = await createAdmin(t);
    const [sold, swap] = [await bach7c(t, seller), await bach7c(t, buyer, { price: 80 })];
    const made = await offer(t, buyer, { listing_id: sold, swap_listing_id: swap });
    await answer(t, seller, made.body.offer.offer_id, 'accept');
    expect([await listingStatus(t, seller, sold), await listingStatus(t, buyer, swap)]).toEqual(['reserved', 'reserved']);
    // The swap listing goes: the seller's listing is for sale again, the offer gone with it.
    expect((await rest(t, admin, 'DELETE', `/api/admin/listings/${swap}`)).status).toBe(200);
    expect(await listingStatus(t, seller, sold)).toBe('active');
    expect((await rest(t, seller, 'GET', '/api/offers')).body.offers).toEqual([]);

    const again = await offer(t, buyer, { listing_id: sold, amount: 70 });
    await answer(t, seller, again.body.offer.offer_id, 'accept');
    expect((await rest(t, admin, 'DELETE', `/api/admin/users/${buyer.id}?force=true`)).status).toBe(200);
    expect(await listingStatus(t, seller, sold)).toBe('active');
  });
});
