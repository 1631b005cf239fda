import { LOAN_ACTIONS, LOAN_CONFLICTS, type LoanAction } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { act, actOk, dashboard, loanRow, loanState, requestLoan, startLoansApp, type Parties as LoanParties } from '../loans/support';
import { createAdmin, createMember, type Member } from '../support/test-app';
import { answerOk, bach7c, completeOk, counter, offer, offerOk, release, statusOf } from './support';

/** What the borrower may never do, whatever the status (api §5.3: the role is checked before the status). */
const LENDER_ONLY: Partial<Record<LoanAction, string>> = {
  approve: 'Only the lender can approve this loan.',
  refuse: 'Only the lender can refuse this loan.',
  request_return: 'Only the lender can request a return.',
  confirm_return: 'Only the lender can confirm the return.',
};

/**
 * Trial-to-buy over REST (issue 30): the borrower of an active loan makes an offer from it, the
 * lender accepts and completes, and the loan ends `bought` on both dashboards. A bought loan is
 * final: every loan action is refused (the `bought` row of test/loans/actions-table.test.ts).
 */
describe('trial-to-buy', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const lender = await createMember(t, { nickname: 'Lenny' });
  const borrower = await createMember(t, { nickname: 'Bea' });
  const parties: LoanParties = { lender, borrower };

  /** A listing of the lender's on an active loan to the borrower. */
  async function onTrial() {
    const listingId = await bach7c(t, lender, { open_to_loan: true });
    const loan = await actOk(t, lender, (await requestLoan(t, borrower, listingId)).loan_id, 'approve');
    expect(statusOf(t, listingId)).toBe('loaned');
    return { listingId, loanId: loan.loan_id };
  }

  it('offer from the loan, accept, complete: the loan is bought on both dashboards, the listing sold', async () => {
    const { listingId, loanId } = await onTrial();
    // A loaned listing takes offers only from its borrower.
    const stranger = await createMember(t);
    expect(await offer(t, stranger, { listing_id: listingId, amount: 150 })).toEqual({ status: 409, body: { error: 'This item is not currently available.' } });

    const made = await offerOk(t, borrower, { listing_id: listingId, amount: 110 });
    expect(made).toMatchObject({ loan_id: loanId, buyer_id: borrower.id, seller_id: lender.id, listing: { status: 'loaned' } });
    await answerOk(t, lender, made.offer_id, 'accept');
    expect(statusOf(t, listingId)).toBe('reserved');
    // Reserved is not yet sold: the loan runs on.
    expect(loanRow(t, loanId).status).toBe('active');

    const deal = await completeOk(t, lender, listingId);
    expect(deal).toMatchObject({ listing_id: listingId, buyer_id: borrower.id, amount: 110 });
    expect(statusOf(t, listingId)).toBe('sold');
    for (const member of [lender, borrower]) {
      const mine = await dashboard(t, member);
      expect(mine.current.map((l) => l.loan_id)).not.toContain(loanId);
      expect(mine.history.find((l) => l.loan_id === loanId)).toMatchObject({ status: 'bought', listing: { status: 'sold' }, actual_return_date: null });
    }
  });

  it('a counter keeps the trial: the borrower accepts the lender’s terms, the buyer completes on receipt', async () => {
    const { listingId, loanId } = await onTrial();
    const made = await offerOk(t, borrower, { listing_id: listingId, amount: 90 });
    const countered = await counter(t, lender, made.offer_id, { amount: 100 });
    expect(countered.body.offer).toMatchObject({ loan_id: loanId, from_user_id: lender.id, status: 'open' });
    await answerOk(t, borrower, countered.body.offer.offer_id, 'accept');
    expect(statusOf(t, listingId)).toBe('reserved');
    await completeOk(t, borrower, listingId, { received: true });
    expect(loanRow(t, loanId).status).toBe('bought');
  });

  it('release of a trial reservation puts the listing back on loan, and the loan carries on', async () => {
    const { listingId, loanId } = await onTrial();
    const made = await offerOk(t, borrower, { listing_id: listingId, amount: 100 });
    await answerOk(t, lender, made.offer_id, 'accept');
    const res = await release(t, lender, listingId);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('loaned');
    expect(loanRow(t, loanId).status).toBe('active');
    // The trial ends as any loan does.
    expect((await actOk(t, lender, loanId, 'return')).listing.status).toBe('active');
  });

  it('a trial reservation whose loan was returned meanwhile is released to active', async () => {
    const { listingId, loanId } = await onTrial();
    const made = await offerOk(t, borrower, { listing_id: listingId, amount: 100 });
    await answerOk(t, lender, made.offer_id, 'accept');
    expect((await actOk(t, lender, loanId, 'return')).status).toBe('returned');
    expect(statusOf(t, listingId)).toBe('reserved');
    expect((await release(t, lender, listingId)).body.status).toBe('active');
  });

  describe('a bought loan refuses every loan action, and changes nothing', async () => {
    const { listingId, loanId } = await onTrial();
    await answerOk(t, lender, (await offerOk(t, borrower, { listing_id: listingId, amount: 100 })).offer_id, 'accept');
    await completeOk(t, lender, listingId);
    const callers: Record<string, Member> = { ...parties, outsider: await createMember(t), admin: await createAdmin(t) };

    const cases = LOAN_ACTIONS.flatMap((action) => Object.keys(callers).map((caller) => [action, caller] as const));
    it.each(cases)('%s by the %s', async (action, caller) => {
      const lenderOnly = LENDER_ONLY[action];
      const expected =
        caller === 'outsider' || caller === 'admin'
          ? { status: 404, error: 'Loan not found.' }
          : caller === 'borrower' && lenderOnly
            ? { status: 403, error: lenderOnly }
            : { status: 409, error: LOAN_CONFLICTS[action] };
      const before = loanState(t, loanId);
      const res = await act(t, callers[caller] ?? null, loanId, action);
      expect([res.statusCode, res.json()]).toEqual([expected.status, { error: expected.error }]);
      expect(loanState(t, loanId)).toEqual(before);
      expect(before.loan.status).toBe('bought');
    });
  });
});
