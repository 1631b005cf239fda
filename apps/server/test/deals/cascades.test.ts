import { deals, offers, ratings } from '@mpx/db';
import { eq, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rateOk } from '../ratings/support';
import { rest } from '../support/rest';
import { actOk, requestLoan, startLoansApp } from '../loans/support';
import { createAdmin, createMember, type Member } from '../support/test-app';
import { answerOk, bach7c, completeOk, dealsOn, offerOk, offersOn, release, reservedListing, statusOf } from './support';

/**
 * Deleting a listing or a member cascades to offers and deals, as it does to loans (issue 30,
 * api §8.6, §8.7). A listing that stays, reserved by an offer the delete took with it, goes back
 * on sale: nothing is left reserved for a buyer or a swap that no longer exists.
 */
describe('admin deletes take offers and deals with them', async () => {
  const t = await startLoansApp({ MAX_ACTIVE_LISTINGS: '1000' });
  afterAll(() => t.close());
  const admin = await createAdmin(t);
  const hardDelete = async (listingId: number) => expect((await rest(t, admin, 'DELETE', `/api/admin/listings/${listingId}`)).status).toBe(200);
  const deleteUser = async (member: Member) => expect((await rest(t, admin, 'DELETE', `/api/admin/users/${member.id}?force=true`)).status).toBe(200);
  const offersOf = (member: Member) =>
    t.deps.db
      .select()
      .from(offers)
      .where(or(eq(offers.buyerId, member.id), eq(offers.sellerId, member.id)))
      .all();
  const dealsOf = (member: Member) =>
    t.deps.db
      .select()
      .from(deals)
      .where(or(eq(deals.buyerId, member.id), eq(deals.sellerId, member.id)))
      .all();

  it('a hard-deleted listing takes its offers and its deal', async () => {
    const [seller, buyer, other] = [await createMember(t), await createMember(t), await createMember(t)];
    const listingId = await bach7c(t, seller);
    await offerOk(t, other, { listing_id: listingId, amount: 50 });
    await answerOk(t, seller, (await offerOk(t, buyer, { listing_id: listingId, amount: 90 })).offer_id, 'accept');
    const deal = await completeOk(t, seller, listingId);
    const rating = await rateOk(t, buyer, seller, listingId, 5);
    expect(rating.deal_id).toBe(deal.deal_id);
    expect(offersOn(t, listingId)).toHaveLength(2);

    await hardDelete(listingId);
    expect(offersOn(t, listingId)).toEqual([]);
    expect(dealsOn(t, listingId)).toEqual([]);
    expect((await rest(t, buyer, 'GET', '/api/deals')).body).toEqual({ deals: [] });
    // The rating stays (api §8.7), no longer tied to a deal.
    expect(t.deps.db.select().from(ratings).where(eq(ratings.id, rating.rating_id)).get()).toMatchObject({ dealId: null });
  });

  it('a hard-deleted swap listing takes the offers naming it; the listing it had reserved goes back on sale', async () => {
    const [seller, buyer] = [await createMember(t), await createMember(t)];
    const listingId = await bach7c(t, seller);
    const swapId = await bach7c(t, buyer, { model: 'Swap' });
    await answerOk(t, seller, (await offerOk(t, buyer, { listing_id: listingId, amount: 10, swap_listing_id: swapId })).offer_id, 'accept');
    expect([statusOf(t, listingId), statusOf(t, swapId)]).toEqual(['reserved', 'reserved']);

    await hardDelete(swapId);
    expect(offersOn(t, listingId)).toEqual([]);
    expect(statusOf(t, listingId)).toBe('active');
    // The seller's listing is theirs again: it takes offers, and release has nothing to release.
    expect(await release(t, seller, listingId)).toEqual({ status: 409, body: { error: 'This listing is not reserved.' } });
    await offerOk(t, await createMember(t), { listing_id: listingId, amount: 99 });
  });

  it('a hard-deleted listing that was reserved gives the buyer’s swap listing back', async () => {
    const [seller, buyer] = [await createMember(t), await createMember(t)];
    const listingId = await bach7c(t, seller);
    const swapId = await bach7c(t, buyer, { model: 'Swap' });
    await answerOk(t, seller, (await offerOk(t, buyer, { listing_id: listingId, swap_listing_id: swapId })).offer_id, 'accept');
    await hardDelete(listingId);
    expect(statusOf(t, swapId)).toBe('active');
  });

  it('a deleted member takes their offers and deals; the other party’s listings stay, back on sale if they were held', async () => {
    const [victim, seller, buyer] = [await createMember(t), await createMember(t), await createMember(t)];
    // The victim bought from the seller (a completed deal), and holds a reservation on another listing of the seller's.
    const sold = await bach7c(t, seller);
    await answerOk(t, seller, (await offerOk(t, victim, { listing_id: sold, amount: 80 })).offer_id, 'accept');
    await completeOk(t, seller, sold);
    const { listingId: held } = await reservedListing(t, { seller, buyer: victim });
    const open = await bach7c(t, seller);
    await offerOk(t, victim, { listing_id: open, amount: 20 });
    // A trial: the victim borrowed a listing of the seller's, and it is reserved for them.
    const trial = await bach7c(t, seller, { open_to_loan: true });
    await actOk(t, seller, (await requestLoan(t, victim, trial)).loan_id, 'approve');
    await answerOk(t, seller, (await offerOk(t, victim, { listing_id: trial, amount: 60 })).offer_id, 'accept');
    // The victim sells too: the buyer's swap listing is reserved for the victim's listing.
    const victims = await bach7c(t, victim);
    const swapId = await bach7c(t, buyer, { model: 'Swap' });
    await answerOk(t, victim, (await offerOk(t, buyer, { listing_id: victims, swap_listing_id: swapId })).offer_id, 'accept');
    expect([offersOf(victim).length, dealsOf(victim).length]).toEqual([5, 1]);

    await deleteUser(victim);
    expect([offersOf(victim), dealsOf(victim)]).toEqual([[], []]);
    expect(offersOn(t, open)).toEqual([]);
    expect([statusOf(t, sold), statusOf(t, held), statusOf(t, open), statusOf(t, trial), statusOf(t, swapId)]).toEqual([
      'sold',
      'active',
      'active',
      'active',
      'active',
    ]);
    expect((await rest(t, seller, 'GET', '/api/deals')).body).toEqual({ deals: [] });
    expect((await rest(t, buyer, 'GET', '/api/offers')).body).toEqual({ offers: [] });
  });
});
