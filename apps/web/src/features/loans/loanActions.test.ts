import { describe, expect, it } from 'vitest';
import { awaitsLender, counterpartOf, loanCardActions } from './loanActions';
import { JO, loanFixture, SAM } from './testFixtures';

const asLender = (overrides: Parameters<typeof loanFixture>[0]) => loanFixture({ lender: SAM, borrower: JO, ...overrides });
const asBorrower = (overrides: Parameters<typeof loanFixture>[0]) => loanFixture({ lender: JO, borrower: SAM, ...overrides });
const listing = (status: 'active' | 'loaned' | 'sold') => ({ ...loanFixture().listing, status });

describe('loan card actions', () => {
  it('lets the lender approve, refuse or cancel a request, and the borrower cancel it', () => {
    expect(loanCardActions(asLender({ status: 'pending' }), SAM.user_id, 'incoming')).toEqual(['approve', 'refuse', 'cancel']);
    expect(loanCardActions(asBorrower({ status: 'pending' }), SAM.user_id, 'outgoing')).toEqual(['cancel']);
  });

  it('offers the lender of an active loan return, request return (Lending only), cancel and mark sold', () => {
    const loan = asLender({ status: 'active', listing: listing('loaned') });
    expect(loanCardActions(loan, SAM.user_id, 'lending')).toEqual(['cancel', 'return', 'request_return', 'markSold']);
    expect(loanCardActions(loan, SAM.user_id, 'borrowing')).toEqual(['cancel', 'return', 'markSold']);
    expect(loanCardActions({ ...loan, listing: listing('sold') }, SAM.user_id, 'lending')).toEqual(['cancel', 'return', 'request_return']);
  });

  it('lets the borrower mark an active loan returned, then wait for the lender', () => {
    expect(loanCardActions(asBorrower({ status: 'active' }), SAM.user_id, 'borrowing')).toEqual(['return']);
    const waiting = asBorrower({ status: 'return_pending' });
    expect(loanCardActions(waiting, SAM.user_id, 'borrowing')).toEqual([]);
    expect(awaitsLender(waiting, SAM.user_id)).toBe(true);
    expect(awaitsLender(asLender({ status: 'return_pending' }), SAM.user_id)).toBe(false);
  });

  it('gives the lender of a return awaiting confirmation one button: Confirm Returned', () => {
    expect(loanCardActions(asLender({ status: 'return_pending' }), SAM.user_id, 'lending')).toEqual(['confirm_return']);
  });

  it('offers nothing on finished loans', () => {
    for (const status of ['returned', 'cancelled', 'refused'] as const) {
      expect(loanCardActions(asLender({ status }), SAM.user_id, 'history')).toEqual([]);
      expect(loanCardActions(asBorrower({ status }), SAM.user_id, 'history')).toEqual([]);
    }
  });

  it('names the other party by their part', () => {
    expect(counterpartOf(asLender({}), SAM.user_id)).toEqual({ label: 'Borrower', user: JO });
    expect(counterpartOf(asBorrower({}), SAM.user_id)).toEqual({ label: 'Lender', user: JO });
  });
});
