import { availableLoanActions, type LoanAction, type LoanRole } from '@mpx/shared';
import type { LoanTab } from './loanTabs';
import { LOANS_PAGE_TEXTS } from './texts';
import type { LoanItem } from './types';

/** A loan step (api §5.3), or marking the lent listing sold (api §5.5). */
export type LoanCardAction = LoanAction | 'markSold';

export const LOAN_ACTION_LABELS: Record<LoanCardAction, string> = {
  approve: 'Approve',
  refuse: 'Refuse',
  cancel: 'Cancel',
  return: 'Mark Returned',
  request_return: 'Request Return',
  confirm_return: 'Confirm Returned',
  markSold: 'Mark as Sold',
};

/** Product §6: roles are decided by comparing the viewer with the loan's lender and borrower. */
export function roleOf(loan: Pick<LoanItem, 'lender'>, viewerId: number): LoanRole {
  return loan.lender.user_id === viewerId ? 'lender' : 'borrower';
}

/** The other party, labelled by their part: "Borrower" when the viewer lends, else "Lender". */
export function counterpartOf(loan: Pick<LoanItem, 'lender' | 'borrower'>, viewerId: number) {
  return roleOf(loan, viewerId) === 'lender'
    ? { label: LOANS_PAGE_TEXTS.borrower, user: loan.borrower }
    : { label: LOANS_PAGE_TEXTS.lender, user: loan.lender };
}

/**
 * The buttons of one loan card. The loan steps come from the shared transition table
 * (`availableLoanActions`), so the page offers exactly what the server allows; on top of it, two
 * choices of presentation from the product spec:
 * - Request Return shows on the Lending and History tabs only (product §4);
 * - a lender's "return" of a loan awaiting confirmation does what Confirm Returned does, so that
 *   card shows the one button.
 * The lender of an active loan may also mark the listing sold (product §4, api §5.5).
 */
export function loanCardActions(loan: Pick<LoanItem, 'status' | 'lender' | 'listing'>, viewerId: number, tab: LoanTab): LoanCardAction[] {
  const role = roleOf(loan, viewerId);
  let steps = availableLoanActions(role, loan.status);
  if (tab !== 'lending' && tab !== 'history') steps = steps.filter((action) => action !== 'request_return');
  if (steps.includes('confirm_return')) steps = steps.filter((action) => action !== 'return');
  const actions: LoanCardAction[] = [...steps];
  if (role === 'lender' && loan.status === 'active' && loan.listing.status !== 'sold') actions.push('markSold');
  return actions;
}

/** Product §4: while a return awaits the lender, the borrower is told so. */
export function awaitsLender(loan: Pick<LoanItem, 'status' | 'lender'>, viewerId: number): boolean {
  return loan.status === 'return_pending' && roleOf(loan, viewerId) === 'borrower';
}
