import { afterAll, describe, expect, it } from 'vitest';
import { dashboard, day, requestLoan, startLoansApp } from '../loans/support';
import { notificationsOf } from '../support/notifications';
import { rest } from '../support/rest';
import { createMember } from '../support/test-app';
import { watch, watchNoticesOf } from '../watchlist/support';
import { answerOk, bach7c, createParties, offer, offerOk, offerRow, offersOn, release, statusOf } from './support';

/**
 * Accepting reserves (issue 30): the other open offers are declined with a notice to each buyer,
 * pending loan requests are cancelled, watchers hear "reserved". Releasing puts the listing back
 * on sale, the offer becomes `released`, and watchers hear "Back on sale".
 */
describe('accept and release', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const { seller, buyer } = await createParties(t);

  it('accept: reserved, the other offers declined and told, pending loans cancelled, watchers told', async () => {
    const listingId = await bach7c(t, seller, { open_to_loan: true });
    const [rival, late, borrower, watcher] = [await createMember(t), await createMember(t), await createMember(t), await createMember(t)];
    const chosen = await offerOk(t, buyer, { listing_id: listingId, amount: 100 });
    const rivalOffer = await offerOk(t, rival, { listing_id: listingId, amount: 95 });
    const lateOffer = await offerOk(t, late, { listing_id: listingId, swap_listing_id: await bach7c(t, late, { model: 'Swap' }) });
    const loan = await requestLoan(t, borrower, listingId);
    await watch(t, watcher, listingId);

    const accepted = await answerOk(t, seller, chosen.offer_id, 'accept');
    expect(accepted).toMatchObject({ offer_id: chosen.offer_id, status: 'accepted', answered_at: expect.any(String), listing: { status: 'reserved' } });
    expect(statusOf(t, listingId)).toBe('reserved');
    expect((await rest(t, null, 'GET', `/api/listings/${listingId}`)).body.status).toBe('reserved');
    // A reserved listing leaves browse.
    expect((await rest(t, null, 'GET', `/api/listings?user_id=${seller.id}`)).body.listings.map((l: { listing_id: number }) => l.listing_id)).not.toContain(
      listingId,
    );

    expect(offersOn(t, listingId).map((o) => [o.id, o.status])).toEqual([
      [chosen.offer_id, 'accepted'],
      [rivalOffer.offer_id, 'declined'],
      [lateOffer.offer_id, 'declined'],
    ]);
    const declinedNotice = 'Bach Standard was reserved for another member, so your offer was declined.';
    for (const other of [rival, late])
      expect(notificationsOf(t, other.id, 'offer').map((n) => [n.message, n.fromUserId])).toEqual([[declinedNotice, seller.id]]);
    expect(notificationsOf(t, buyer.id, 'offer').map((n) => n.message)).toEqual(['Sella accepted the offer for Bach Standard. It is reserved for you.']);

    const history = (await dashboard(t, borrower)).history;
    expect(history.map((l) => [l.loan_id, l.status])).toEqual([[loan.loan_id, 'cancelled']]);
    expect(watchNoticesOf(t, watcher.id)).toEqual(['Reserved for a buyer: Bach Standard']);

    // While reserved: no new offers and no loan requests.
    expect(await offer(t, rival, { listing_id: listingId, amount: 150 })).toEqual({ status: 409, body: { error: 'This item is not currently available.' } });
    const loanAgain = await rest(t, borrower, 'POST', '/api/loans', { listing_id: listingId, start_date: day(t), expected_return_date: day(t, 7) });
    expect(loanAgain).toEqual({ status: 400, body: { error: 'This item is not currently available.' } });
  });

  it('the acceptance is a line in the two members’ conversation about the listing', async () => {
    const listingId = await bach7c(t, seller);
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 40, note: 'Cash' });
    await answerOk(t, seller, made.offer_id, 'accept');
    const thread = await rest(t, buyer, 'GET', `/api/messages/conversation/${seller.id}?listing_id=${listingId}`);
    expect(thread.body.map((m: { content: string; from_user_id: number }) => [m.from_user_id, m.content])).toEqual([
      [buyer.id, 'Buzz offered $40 for Bach Standard.'],
      [seller.id, 'Sella accepted the offer for Bach Standard. It is reserved for you.'],
    ]);
  });

  it('release: active again, the offer released, the buyer and watchers told; the listing takes offers again', async () => {
    const listingId = await bach7c(t, seller);
    const watcher = await createMember(t);
    await watch(t, watcher, listingId);
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 100 });
    await answerOk(t, seller, made.offer_id, 'accept');

    const res = await release(t, seller, listingId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ listing_id: listingId, status: 'active', user_id: seller.id });
    expect(offerRow(t, made.offer_id).status).toBe('released');
    expect(notificationsOf(t, buyer.id, 'offer').at(-1)?.message).toBe('Sella released the reservation of Bach Standard. It is on sale again.');
    expect(watchNoticesOf(t, watcher.id)).toEqual(['Reserved for a buyer: Bach Standard', 'Back on sale: Bach Standard']);

    // For sale again: a new offer can be made and accepted (the released one no longer holds it).
    const again = await offerOk(t, buyer, { listing_id: listingId, amount: 90 });
    expect((await answerOk(t, seller, again.offer_id, 'accept')).status).toBe('accepted');
    expect(statusOf(t, listingId)).toBe('reserved');
  });

  it('decline: the offer is declined and its maker told; the listing stays for sale', async () => {
    const listingId = await bach7c(t, seller);
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 10 });
    const declined = await answerOk(t, seller, made.offer_id, 'decline');
    expect(declined).toMatchObject({ status: 'declined', answered_at: expect.any(String) });
    expect(statusOf(t, listingId)).toBe('active');
    expect(notificationsOf(t, buyer.id, 'offer').at(-1)?.message).toBe('Sella declined the offer for Bach Standard.');
  });
});
