import { sweepListingExpiry } from '@mpx/api';
import { messages } from '@mpx/db';
import { to } from '@mpx/testing';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { actOk, requestLoan, startLoansApp } from '../loans/support';
import { notificationsOf } from '../support/notifications';
import { rest } from '../support/rest';
import { createAdmin, createMember, type Member, type TestApp } from '../support/test-app';
import { answerOk, bach7c, counter, offerOk, offerRow, offersOn, statusOf } from './support';

const HOUR = 60 * 60 * 1000;

/** The last line `from` wrote to `to` in their conversation about a listing. */
function lastLine(t: TestApp, listingId: number, from: Member, to: Member) {
  return t.deps.db
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.listingId, listingId), eq(messages.senderId, from.id), eq(messages.recipientId, to.id)))
    .orderBy(desc(messages.id))
    .get()?.content;
}

/** The last `offer` notification a member received, with whom it came from. */
function lastOfferNotice(t: TestApp, member: Member) {
  const last = notificationsOf(t, member.id, 'offer').at(-1);
  return last && { message: last.message, from: last.fromUserId };
}

/**
 * The seller's listing (Bach Standard) with: an open offer on it from the buyer; an open offer
 * from the seller offering it as the swap for a third member's listing (Bach Wanted); offers on
 * it already answered (declined, withdrawn); and an open offer on another listing of the
 * seller's, which nothing here may touch.
 */
async function scene(t: TestApp, listing: Record<string, unknown> = {}) {
  const [seller, buyer, third, late] = [
    await createMember(t, { nickname: 'Sella' }),
    await createMember(t, { nickname: 'Buzz' }),
    await createMember(t, { nickname: 'Thea' }),
    await createMember(t, { nickname: 'Lat' }),
  ];
  const listingId = await bach7c(t, seller, listing);
  const declined = await answerOk(t, seller, (await offerOk(t, third, { listing_id: listingId, amount: 40 })).offer_id, 'decline');
  const withdrawn = await answerOk(t, late, (await offerOk(t, late, { listing_id: listingId, amount: 45 })).offer_id, 'withdraw');
  const onIt = await offerOk(t, buyer, { listing_id: listingId, amount: 90 });
  const wantedId = await bach7c(t, third, { model: 'Wanted' });
  const withIt = await offerOk(t, seller, { listing_id: wantedId, swap_listing_id: listingId });
  const otherId = await bach7c(t, seller, { model: 'Other' });
  const elsewhere = await offerOk(t, buyer, { listing_id: otherId, amount: 70 });
  const answered = () => [offerRow(t, declined.offer_id), offerRow(t, withdrawn.offer_id)];
  const answeredBefore = answered();

  /** What every way off sale must have done, and left alone. */
  function expectClosed() {
    expect(offerRow(t, onIt.offer_id)).toMatchObject({ status: 'declined', answeredAt: expect.any(Number) });
    expect(offerRow(t, withIt.offer_id)).toMatchObject({ status: 'withdrawn', answeredAt: expect.any(Number) });
    // The buyer hears from the seller, in their conversation about the listing and by notification.
    const declinedText = 'Sella declined the offer for Bach Standard: it is no longer for sale.';
    expect(lastOfferNotice(t, buyer)).toEqual({ message: declinedText, from: seller.id });
    expect(lastLine(t, listingId, seller, buyer)).toBe(declinedText);
    // The swap was the seller's own listing: the seller withdrew that offer, and its other party hears.
    const withdrawnText = 'Sella withdrew the offer for Bach Wanted: Bach Standard is no longer for sale.';
    expect(lastOfferNotice(t, third)).toEqual({ message: withdrawnText, from: seller.id });
    expect(lastLine(t, wantedId, seller, third)).toBe(withdrawnText);
    // Answered offers stay as they were; an offer on another listing stays open.
    expect(answered()).toEqual(answeredBefore);
    expect(offerRow(t, elsewhere.offer_id).status).toBe('open');
    expect(offerRow(t, withIt.offer_id).listingId).toBe(wantedId);
    expect(statusOf(t, wantedId)).toBe('active');
  }
  return { seller, buyer, third, listingId, wantedId, otherId, onIt, withIt, elsewhere, expectClosed };
}

/**
 * A listing that leaves sale outside a deal closes its open offers in the same write (ADR 024):
 * paused, marked sold, deleted by its owner or expired, each open offer on it is declined and
 * each open offer naming it as the swap withdrawn, by its owner, and the other party is told as
 * in every step. A loan does not take a listing off sale for its borrower, whose trial offer
 * it is: offers stay open.
 */
describe('open offers close when their listing leaves sale', async () => {
  const t = await startLoansApp({ MAX_ACTIVE_LISTINGS: '1000' });
  afterAll(() => t.close());

  it('paused: the offers on it are declined, those offering it as the swap withdrawn; the seller’s own counter withdrawn', async () => {
    const s = await scene(t);
    // A counter of the seller's on another buyer's offer: the seller's own open offer on the listing.
    const asker = await createMember(t, { nickname: 'Ask' });
    const asked = await offerOk(t, asker, { listing_id: s.listingId, amount: 60 });
    const countered = (await counter(t, s.seller, asked.offer_id, { amount: 100 })).body.offer;

    expect((await rest(t, s.seller, 'PATCH', `/api/listings/${s.listingId}/pause`)).body.status).toBe('paused');
    s.expectClosed();
    expect(offerRow(t, countered.offer_id).status).toBe('withdrawn');
    const text = 'Sella withdrew the offer for Bach Standard: it is no longer for sale.';
    expect(lastOfferNotice(t, asker)).toEqual({ message: text, from: s.seller.id });
    expect(lastLine(t, s.listingId, s.seller, asker)).toBe(text);
    // Back on sale, nothing reopens; the buyer's answer meets the closed offer.
    expect((await rest(t, s.seller, 'PATCH', `/api/listings/${s.listingId}/pause`)).body.status).toBe('active');
    expect(offerRow(t, s.onIt.offer_id).status).toBe('declined');
    expect(await rest(t, s.seller, 'POST', `/api/offers/${s.onIt.offer_id}/accept`, {})).toEqual({
      status: 409,
      body: { error: 'This offer is no longer open.' },
    });
  });

  it('marked sold outside a deal', async () => {
    const s = await scene(t);
    expect((await rest(t, s.seller, 'PUT', `/api/listings/${s.listingId}`, { status: 'sold' })).body.status).toBe('sold');
    s.expectClosed();
    // Away, the buyer has it by email too, as every step's line (the New message email, under its throttle).
    const mail = await t.smtp.waitFor((m) => to(s.buyer.email)(m) && m.subject === 'New message from Sella');
    expect(mail.text).toContain('Sella declined the offer for Bach Standard: it is no longer for sale.');
  });

  it('deleted by its owner', async () => {
    const s = await scene(t);
    expect((await rest(t, s.seller, 'DELETE', `/api/listings/${s.listingId}`)).status).toBe(200);
    s.expectClosed();
  });

  it('marked sold while on trial: the borrower’s trial offer is declined', async () => {
    const [seller, borrower] = [await createMember(t, { nickname: 'Sella' }), await createMember(t, { nickname: 'Bea' })];
    const listingId = await bach7c(t, seller, { open_to_loan: true });
    await actOk(t, seller, (await requestLoan(t, borrower, listingId)).loan_id, 'approve');
    const trial = await offerOk(t, borrower, { listing_id: listingId, amount: 100 });
    expect(trial.loan_id).not.toBeNull();
    expect((await rest(t, seller, 'PUT', `/api/listings/${listingId}`, { status: 'sold' })).body.status).toBe('sold');
    expect(offerRow(t, trial.offer_id).status).toBe('declined');
    expect(lastOfferNotice(t, borrower)).toEqual({ message: 'Sella declined the offer for Bach Standard: it is no longer for sale.', from: seller.id });
  });

  it('a loan starting leaves the offers on the listing, and those offering it as the swap, open', async () => {
    const [seller, buyer, borrower, third] = [await createMember(t), await createMember(t), await createMember(t), await createMember(t)];
    const listingId = await bach7c(t, seller, { open_to_loan: true });
    const onIt = await offerOk(t, buyer, { listing_id: listingId, amount: 90 });
    const wantedId = await bach7c(t, third, { model: 'Wanted' });
    const withIt = await offerOk(t, seller, { listing_id: wantedId, swap_listing_id: listingId });
    const notices = [notificationsOf(t, buyer.id, 'offer').length, notificationsOf(t, third.id, 'offer').length];

    await actOk(t, seller, (await requestLoan(t, borrower, listingId)).loan_id, 'approve');
    expect(statusOf(t, listingId)).toBe('loaned');
    expect([offerRow(t, onIt.offer_id).status, offerRow(t, withIt.offer_id).status]).toEqual(['open', 'open']);
    expect([notificationsOf(t, buyer.id, 'offer').length, notificationsOf(t, third.id, 'offer').length]).toEqual(notices);
  });

  it('an admin’s hard delete still takes the offers on the listing and naming it with it; others stay open', async () => {
    const admin = await createAdmin(t);
    const s = await scene(t);
    expect((await rest(t, admin, 'DELETE', `/api/admin/listings/${s.listingId}`)).status).toBe(200);
    expect(offersOn(t, s.listingId)).toEqual([]);
    expect(offersOn(t, s.wantedId)).toEqual([]);
    expect(offerRow(t, s.elsewhere.offer_id).status).toBe('open');
  });
});

/** The listing-expiry sweep takes a listing off sale as a pause does (api §25.3). */
describe('open offers close when their listing expires', async () => {
  const t = await startLoansApp({ MAX_ACTIVE_LISTINGS: '1000', LISTING_EXPIRY_DAYS: '1' });
  afterAll(() => t.close());

  it('expired: the offers on it are declined, those offering it as the swap withdrawn, by the sweep', async () => {
    const s = await scene(t);
    // A day on, the listings of the scene expire; a listing put up since and the offer on it do not.
    t.clock.offsetMs += 25 * HOUR;
    const fresh = await bach7c(t, s.seller, { model: 'Fresh' });
    const onFresh = await offerOk(t, s.buyer, { listing_id: fresh, amount: 30 });
    expect(sweepListingExpiry(t.deps).expired).toBeGreaterThanOrEqual(3);
    expect(statusOf(t, s.listingId)).toBe('expired');
    expect(offerRow(t, onFresh.offer_id).status).toBe('open');
    // The scene's other listings expired too: the offers on them are closed in the same way.
    expect(offerRow(t, s.elsewhere.offer_id).status).toBe('declined');
    expect(offerRow(t, s.withIt.offer_id).status).toBe('withdrawn');
    expect(offerRow(t, s.onIt.offer_id)).toMatchObject({ status: 'declined', answeredAt: expect.any(Number) });
    const declinedText = 'Sella declined the offer for Bach Standard: it is no longer for sale.';
    expect(lastLine(t, s.listingId, s.seller, s.buyer)).toBe(declinedText);
    expect(notificationsOf(t, s.buyer.id, 'offer').map((n) => n.message)).toContain(declinedText);
  });
});
