import { loans } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { thread } from '../messages/support';
import { createAdmin, createMember } from '../support/test-app';
import {
  act,
  actOk,
  createParties,
  dashboard,
  day,
  latestNotifications,
  loanableListing,
  loanBody,
  loanIn,
  loanRow,
  postLoan,
  requestLoan,
  startLoansApp,
  type Dashboard,
  type LoanItem,
} from './support';

/** API §13, items 47 to 58, each over REST as a client would see it. */
describe('acceptance checklist: listings on loan and loans (#47–#58)', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const parties = await createParties(t);
  const { lender, borrower } = parties;
  const listingOf = (id: number) => t.request({ method: 'GET', url: `/api/listings/${id}` });

  it('#47: PATCH pause toggles active and paused; on a loaned listing pause and DELETE answer 409', async () => {
    const listingId = await loanableListing(t, lender);
    const pause = () => t.request({ method: 'PATCH', url: `/api/listings/${listingId}/pause`, headers: lender.auth });
    expect((await pause()).json().status).toBe('paused');
    expect((await pause()).json().status).toBe('active');
    await actOk(t, lender, (await requestLoan(t, borrower, listingId)).loan_id, 'approve');
    for (const res of [await pause(), await t.request({ method: 'DELETE', url: `/api/listings/${listingId}`, headers: lender.auth })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Listings on loan cannot be paused or deleted.' });
    }
    expect((await listingOf(listingId)).json().status).toBe('loaned');
  });

  it('#48: an owner’s DELETE answers 200 Listing deleted., hides the listing, and cancels its pending requests', async () => {
    const loan = await loanIn(t, parties, 'pending');
    const id = loan.listing.listing_id;
    const res = await t.request({ method: 'DELETE', url: `/api/listings/${id}`, headers: lender.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Listing deleted.' });
    expect((await listingOf(id)).statusCode).toBe(404);
    const browse = await t.request({ method: 'GET', url: `/api/listings?user_id=${lender.id}&limit=100` });
    expect(browse.json().listings.map((l: { listing_id: number }) => l.listing_id)).not.toContain(id);
    expect(loanRow(t, loan.loan_id).status).toBe('cancelled');
    const history = (await dashboard(t, borrower)).history.find((l) => l.loan_id === loan.loan_id);
    expect(history).toMatchObject({ status: 'cancelled', listing: { status: 'deleted' } });
  });

  it('#49: requesting a loan on one’s own listing answers 400 You cannot loan your own item.', async () => {
    const res = await postLoan(t, lender, loanBody(t, await loanableListing(t, lender)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'You cannot loan your own item.' });
  });

  it('#50: two concurrent requests on one listing: exactly one 201 and one 409', async () => {
    const listingId = await loanableListing(t, lender);
    const other = await createMember(t);
    const answers = await Promise.all([postLoan(t, borrower, loanBody(t, listingId)), postLoan(t, other, loanBody(t, listingId))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({ error: 'This item already has a pending or active loan.' });
    expect(t.deps.db.select().from(loans).where(eq(loans.listingId, listingId)).all()).toHaveLength(1);
  });

  it('#51: an expected return date equal to today answers 400 Expected return date must be in the future', async () => {
    const res = await postLoan(t, borrower, loanBody(t, await loanableListing(t, lender), { expected_return_date: day(t) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Expected return date must be in the future',
      issues: [{ path: 'expected_return_date', message: 'Expected return date must be in the future' }],
    });
  });

  it('#52: a request adds an auto message from borrower to lender in the listing’s thread, and a loan notification', async () => {
    const loan = await loanIn(t, parties, 'pending');
    const messages = (await thread(t, lender, borrower.id, `?listing_id=${loan.listing.listing_id}`)).json();
    expect(messages).toEqual([expect.objectContaining({ from_user_id: borrower.id, to_user_id: lender.id, listing_id: loan.listing.listing_id, read: false })]);
    expect(messages[0].content).toMatch(/^Loan request for Bach Megatone \(Trumpet\)\./);
    expect((await latestNotifications(t, lender))[0]).toMatchObject({ kind: 'loan', from_user: { user_id: borrower.id } });
  });

  it('#53: the borrower approving gets 403; a member who is not a party gets 404 Loan not found.', async () => {
    const loan = await loanIn(t, parties, 'pending');
    const own = await act(t, borrower, loan.loan_id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'Only the lender can approve this loan.' });
    const stranger = await act(t, await createMember(t), loan.loan_id, 'approve');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'Loan not found.' });
  });

  it('#54: approving twice: 200 and the listing loaned, then 409 This loan is not pending.', async () => {
    const loan = await loanIn(t, parties, 'pending');
    const first = await act(t, lender, loan.loan_id, 'approve');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'active', listing: { status: 'loaned' } });
    expect((await listingOf(loan.listing.listing_id)).json().status).toBe('loaned');
    const second = await act(t, lender, loan.loan_id, 'approve');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'This loan is not pending.' });
  });

  it('#55: borrower return keeps the loan in both parties’ current; lender confirm_return ends it and frees the listing', async () => {
    const loan = await loanIn(t, parties, 'active');
    expect((await actOk(t, borrower, loan.loan_id, 'return')).status).toBe('return_pending');
    for (const member of [lender, borrower]) {
      expect((await dashboard(t, member)).current.find((l) => l.loan_id === loan.loan_id)?.status).toBe('return_pending');
    }
    const before = t.deps.now();
    const done = await actOk(t, lender, loan.loan_id, 'confirm_return');
    expect(done.status).toBe('returned');
    expect(Date.parse(done.actual_return_date ?? '')).toBeGreaterThanOrEqual(before);
    expect(done.listing.status).toBe('active');
    expect((await listingOf(loan.listing.listing_id)).json().status).toBe('active');
  });

  it('#56: a listing marked sold while loaned stays sold after the loan is returned', async () => {
    const loan = await loanIn(t, parties, 'active');
    const sold = await t.request({ method: 'PUT', url: `/api/listings/${loan.listing.listing_id}`, headers: lender.auth, payload: { status: 'sold' } });
    expect(sold.json().status).toBe('sold');
    expect(loanRow(t, loan.loan_id).status).toBe('active');
    await actOk(t, borrower, loan.loan_id, 'return');
    expect((await actOk(t, lender, loan.loan_id, 'confirm_return')).listing.status).toBe('sold');
    expect((await listingOf(loan.listing.listing_id)).json().status).toBe('sold');
  });

  it('#57: every dashboard item has both parties and the listing’s condition and description; a refused loan is in both histories', async () => {
    const refused = await loanIn(t, parties, 'refused');
    for (const member of [lender, borrower]) {
      const lists: Dashboard = await dashboard(t, member);
      expect(lists.history.map((l) => l.loan_id)).toContain(refused.loan_id);
      const items: LoanItem[] = Object.values(lists).flat();
      expect(items.length).toBeGreaterThan(5);
      for (const item of items) {
        expect(item.lender).toEqual({ user_id: lender.id, name: expect.any(String), nickname: 'Lenny' });
        expect(item.borrower).toEqual({ user_id: expect.any(Number), name: expect.any(String), nickname: expect.anything() });
        expect(item.listing).toMatchObject({ condition: 'Very Good', description: 'Lovely bright mouthpiece, light wear on the rim.' });
      }
    }
  });

  it('#58: an active loan whose expected return date is before today is overdue, and counted in loans.overdue', async () => {
    const admin = await createAdmin(t);
    const overdueCount = async () => (await t.request({ method: 'GET', url: '/api/admin/analytics/summary', headers: admin.auth })).json().loans.overdue;
    const overdue = async () => (await dashboard(t, borrower)).current.find((l) => l.loan_id === loan.loan_id)?.overdue;
    const loan = await loanIn(t, parties, 'active');
    expect(await overdue()).toBe(false);
    // Due in a week; eight days on, it is late (and so are this file's other open loans).
    t.clock.offsetMs += 8 * 86_400_000;
    try {
      expect(await overdue()).toBe(true);
      const late = await overdueCount();
      // Still counted while awaiting return confirmation; no longer once returned.
      await actOk(t, borrower, loan.loan_id, 'return');
      expect(await overdue()).toBe(true);
      expect(await overdueCount()).toBe(late);
      await actOk(t, lender, loan.loan_id, 'confirm_return');
      expect(await overdueCount()).toBe(late - 1);
      expect((await dashboard(t, borrower)).history.find((l) => l.loan_id === loan.loan_id)?.overdue).toBe(false);
    } finally {
      t.clock.offsetMs -= 8 * 86_400_000;
    }
  });
});
