import { LOAN_ACTIONS, LOAN_STATUSES, type LoanAction, type LoanStatus } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, type Member } from '../support/test-app';
import { act, createParties, listingStatus, loanIn, loanRow, loanState, startLoansApp, writtenRows, type LoanItem } from './support';

type Caller = 'lender' | 'borrower' | 'outsider' | 'admin';
const CALLERS: Caller[] = ['lender', 'borrower', 'outsider', 'admin'];

/** API §5.3 and §11.1 written out: the allowed steps, with the listing's status after them. */
const ALLOWED: Record<string, { to: LoanStatus; listing: 'active' | 'loaned' }> = {
  'approve lender pending': { to: 'active', listing: 'loaned' },
  'refuse lender pending': { to: 'refused', listing: 'active' },
  'cancel lender pending': { to: 'cancelled', listing: 'active' },
  'cancel lender active': { to: 'cancelled', listing: 'active' },
  'cancel borrower pending': { to: 'cancelled', listing: 'active' },
  'return borrower active': { to: 'return_pending', listing: 'loaned' },
  'return lender active': { to: 'returned', listing: 'active' },
  'return lender return_pending': { to: 'returned', listing: 'active' },
  'request_return lender active': { to: 'return_pending', listing: 'loaned' },
  'confirm_return lender return_pending': { to: 'returned', listing: 'active' },
};

/** 403: actions the borrower may never take, whatever the status (role is checked before status). */
const LENDER_ONLY: Partial<Record<LoanAction, string>> = {
  approve: 'Only the lender can approve this loan.',
  refuse: 'Only the lender can refuse this loan.',
  request_return: 'Only the lender can request a return.',
  confirm_return: 'Only the lender can confirm the return.',
};

/** 409: the loan's status does not allow the action. */
const WRONG_STATUS: Record<LoanAction, string> = {
  approve: 'This loan is not pending.',
  refuse: 'This loan is not pending.',
  cancel: 'This loan cannot be cancelled.',
  return: 'This loan is not currently on loan.',
  request_return: 'This loan is not currently on loan.',
  confirm_return: 'This loan is not awaiting return confirmation.',
};

type Outcome = { code: 200; to: LoanStatus; listing: 'active' | 'loaned' } | { code: 403 | 404 | 409; error: string };

/** The contract's answer, derived from the tables above in the contract's order of checks. */
function expected(status: Exclude<LoanStatus, 'bought'>, action: LoanAction, caller: Caller): Outcome {
  if (caller === 'outsider' || caller === 'admin') return { code: 404, error: 'Loan not found.' };
  const allowed = ALLOWED[`${action} ${caller} ${status}`];
  if (allowed) return { code: 200, ...allowed };
  const lenderOnly = LENDER_ONLY[action];
  if (caller === 'borrower' && lenderOnly) return { code: 403, error: lenderOnly };
  if (caller === 'borrower' && action === 'cancel' && status === 'active') return { code: 403, error: 'Only the lender can cancel an active loan.' };
  return { code: 409, error: WRONG_STATUS[action] };
}

/** A `bought` loan is reached through an offer; test/deals/trial-to-buy.test.ts takes it through every action. */
const REACHABLE = LOAN_STATUSES.filter((status) => status !== 'bought');
const CASES = REACHABLE.flatMap((status) => LOAN_ACTIONS.flatMap((action) => CALLERS.map((caller) => [status, action, caller] as const)));

describe('PATCH /api/loans/{id}/{action}: every status × action × caller (api §5.3, §11.1)', async () => {
  const t = await startLoansApp({ MAX_ACTIVE_LISTINGS: '1000' });
  afterAll(() => t.close());
  const parties = await createParties(t);
  const callers: Record<Caller, Member> = { ...parties, outsider: await createMember(t), admin: await createAdmin(t) };
  // Refused calls change nothing, so they share one loan per status; allowed ones get their own.
  const shared = new Map<Exclude<LoanStatus, 'bought'>, LoanItem>();
  async function sharedLoan(status: Exclude<LoanStatus, 'bought'>): Promise<LoanItem> {
    const loan = shared.get(status) ?? (await loanIn(t, parties, status));
    shared.set(status, loan);
    return loan;
  }

  it.each(CASES)('a %s loan, %s by the %s', async (status, action, caller) => {
    const outcome = expected(status, action, caller);
    const loan = outcome.code === 200 ? await loanIn(t, parties, status) : await sharedLoan(status);
    const before = loanState(t, loan.loan_id);
    const res = await act(t, callers[caller], loan.loan_id, action);
    expect(res.statusCode).toBe(outcome.code);

    if (outcome.code !== 200) {
      expect(res.json()).toEqual({ error: outcome.error });
      expect(loanState(t, loan.loan_id)).toEqual(before);
      return;
    }
    const answer = res.json<LoanItem>();
    expect(answer).toMatchObject({ loan_id: loan.loan_id, status: outcome.to, listing: { status: outcome.listing } });
    const row = loanRow(t, loan.loan_id);
    expect(row.status).toBe(outcome.to);
    expect(listingStatus(t, row.listingId)).toBe(outcome.listing);
    // actual_return_date is set on every transition into returned, and only then.
    if (outcome.to === 'returned') {
      expect(row.actualReturnDate).toBeGreaterThanOrEqual(before.loan.updatedAt);
      expect(answer.actual_return_date).toBe(new Date(row.actualReturnDate ?? 0).toISOString());
    } else {
      expect(row.actualReturnDate).toBeNull();
      expect(answer.actual_return_date).toBeNull();
    }
    // One auto message and one notification (their content: effects.test.ts), no new loan.
    expect(writtenRows(t)).toEqual({ ...before.rows, messages: before.rows.messages + 1, notifications: before.rows.notifications + 1 });
  });

  it.each([
    ['active', 'cancel', 'lender'],
    ['active', 'return', 'lender'],
    ['return_pending', 'return', 'lender'],
    ['return_pending', 'confirm_return', 'lender'],
  ] as const)('a listing sold while on loan stays sold when a %s loan ends by %s (api §5.5)', async (status, action, caller) => {
    const loan = await loanIn(t, parties, status);
    const sold = await t.request({ method: 'PUT', url: `/api/listings/${loan.listing.listing_id}`, headers: parties.lender.auth, payload: { status: 'sold' } });
    expect(sold.json()).toMatchObject({ status: 'sold' });
    expect(loanRow(t, loan.loan_id).status).toBe(status);
    const res = await act(t, callers[caller], loan.loan_id, action);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: ALLOWED[`${action} ${caller} ${status}`]?.to, listing: { status: 'sold' } });
    expect(listingStatus(t, loan.listing.listing_id)).toBe('sold');
  });
});
