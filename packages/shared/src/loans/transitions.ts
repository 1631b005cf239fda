import type { LoanAction, LoanRole, LoanStatus } from './constants';

/** What a transition does to the listing (api §5.3 "Listing" column). */
export type ListingEffect = 'none' | 'lend' | 'release';

/** Which auto message (api §5.3) a transition posts, from the actor to the counterpart. */
export type AutoMessage = 'approve' | 'refuse' | 'cancel' | 'returnedByBorrower' | 'returnConfirmed' | 'requestReturn';

export interface LoanTransition {
  action: LoanAction;
  role: LoanRole;
  from: LoanStatus;
  to: LoanStatus;
  listing: ListingEffect;
  message: AutoMessage;
}

/**
 * API §5.3 and §11.1, the one place the loan rules live: the server applies it, the REST
 * adapter and the tRPC router call the same service, and the web app shows exactly the buttons
 * it allows.
 */
export const LOAN_TRANSITIONS: readonly LoanTransition[] = [
  { action: 'approve', role: 'lender', from: 'pending', to: 'active', listing: 'lend', message: 'approve' },
  { action: 'refuse', role: 'lender', from: 'pending', to: 'refused', listing: 'none', message: 'refuse' },
  { action: 'cancel', role: 'lender', from: 'pending', to: 'cancelled', listing: 'none', message: 'cancel' },
  { action: 'cancel', role: 'lender', from: 'active', to: 'cancelled', listing: 'release', message: 'cancel' },
  { action: 'cancel', role: 'borrower', from: 'pending', to: 'cancelled', listing: 'none', message: 'cancel' },
  { action: 'return', role: 'borrower', from: 'active', to: 'return_pending', listing: 'none', message: 'returnedByBorrower' },
  { action: 'return', role: 'lender', from: 'active', to: 'returned', listing: 'release', message: 'returnConfirmed' },
  { action: 'return', role: 'lender', from: 'return_pending', to: 'returned', listing: 'release', message: 'returnConfirmed' },
  { action: 'request_return', role: 'lender', from: 'active', to: 'return_pending', listing: 'none', message: 'requestReturn' },
  { action: 'confirm_return', role: 'lender', from: 'return_pending', to: 'returned', listing: 'release', message: 'returnConfirmed' },
];

/** 403 texts: the caller's role may not take the action (api §5.3); actions without one never answer 403. */
const FORBIDDEN: Partial<Record<LoanAction, Partial<Record<LoanRole, string>>>> = {
  approve: { borrower: 'Only the lender can approve this loan.' },
  refuse: { borrower: 'Only the lender can refuse this loan.' },
  cancel: { borrower: 'Only the lender can cancel an active loan.' },
  request_return: { borrower: 'Only the lender can request a return.' },
  confirm_return: { borrower: 'Only the lender can confirm the return.' },
};

/** 409 texts: the loan's status does not allow the action (api §5.3). */
export const LOAN_CONFLICTS: Record<LoanAction, string> = {
  approve: 'This loan is not pending.',
  refuse: 'This loan is not pending.',
  cancel: 'This loan cannot be cancelled.',
  return: 'This loan is not currently on loan.',
  request_return: 'This loan is not currently on loan.',
  confirm_return: 'This loan is not awaiting return confirmation.',
};

export type LoanDecision = { ok: true; transition: LoanTransition } | { ok: false; status: 403 | 409; error: string };

/**
 * Whether `role` may take `action` on a loan in `status`, in the contract's order of checks:
 * the wrong role (403) before the wrong status (409). A role is wrong when it may never take the
 * action, or when only the other party may take it from this status (a borrower cancelling an
 * active loan).
 */
export function decideLoanAction(action: LoanAction, role: LoanRole, status: LoanStatus): LoanDecision {
  const transition = LOAN_TRANSITIONS.find((t) => t.action === action && t.role === role && t.from === status);
  if (transition) return { ok: true, transition };
  const forbidden = FORBIDDEN[action]?.[role];
  const roleNever = !LOAN_TRANSITIONS.some((t) => t.action === action && t.role === role);
  const otherRoleNow = LOAN_TRANSITIONS.some((t) => t.action === action && t.role !== role && t.from === status);
  if (forbidden && (roleNever || otherRoleNow)) return { ok: false, status: 403, error: forbidden };
  return { ok: false, status: 409, error: LOAN_CONFLICTS[action] };
}

/** The actions `role` can take on a loan in `status`: the buttons the Loans page shows. */
export function availableLoanActions(role: LoanRole, status: LoanStatus): LoanAction[] {
  return [...new Set(LOAN_TRANSITIONS.filter((t) => t.role === role && t.from === status).map((t) => t.action))];
}
