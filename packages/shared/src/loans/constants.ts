/** API §5 and §11.1. */
/** `bought`: trial-to-buy, the borrower bought the piece they were trying (issue 30). */
export const LOAN_STATUSES = ['pending', 'active', 'return_pending', 'returned', 'cancelled', 'refused', 'bought'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** At most one loan per listing is in one of these at a time (a unique partial index). */
export const OPEN_LOAN_STATUSES = ['pending', 'active', 'return_pending'] as const satisfies readonly LoanStatus[];

export const LOAN_ACTIONS = ['approve', 'refuse', 'cancel', 'return', 'request_return', 'confirm_return'] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];

export type LoanRole = 'lender' | 'borrower';

export const MAX_LOAN_NOTES = 1000;

export const LOAN_TEXTS = {
  required: 'Listing ID, start date, and expected return date are required.',
  dateFormat: 'Dates must be in YYYY-MM-DD format.',
  startToday: 'Start date must be today.',
  returnFuture: 'Expected return date must be in the future',
  notesType: 'Notes must be a string.',
  notesLength: `Notes must be ${MAX_LOAN_NOTES} characters or less.`,
  listingNotFound: 'Listing not found.',
  ownItem: 'You cannot loan your own item.',
  notForLoan: 'This item is not available for loan.',
  notAvailable: 'This item is not currently available.',
  alreadyOnLoan: 'This item already has a pending or active loan.',
  loanNotFound: 'Loan not found.',
  /** The borrower's client shows this while a loan is return_pending (api §5.3); no endpoint returns it. */
  waitingForLender: 'Waiting for lender to confirm return.',
  /** Product §8. */
  requestFailed: 'Failed to create loan request',
  requestSent: 'Loan request sent!',
  listFailed: 'Failed to fetch loans',
} as const;
