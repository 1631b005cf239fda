export { LOAN_TEXTS } from '@mpx/shared';

/**
 * Texts of the loan pages that only the web app shows (product §2 Loans, product §5 Loan request, product §8).
 * The contract's own texts (server errors, "Loan request sent!", "Failed to fetch loans",
 * "Waiting for lender to confirm return.") are LOAN_TEXTS in @mpx/shared.
 */
export const LOANS_PAGE_TEXTS = {
  title: 'Loans',
  loading: 'Loading loans...',
  tabsLabel: 'Loans by stage',
  requestLoan: 'Request Loan',
  requestTitle: 'Request Loan',
  startDate: 'Start date',
  startDateHint: 'Loans start today.',
  expectedReturnDate: 'Expected return date',
  notes: 'Notes',
  sendRequest: 'Send Request',
  sending: 'Sending...',
  /** Product §5: the expected return date is required. */
  selectReturnDate: 'Please select an expected return date',
  returnedDate: 'Returned on',
  borrower: 'Borrower',
  lender: 'Lender',
  overdue: 'Overdue',
  message: 'Message',
  /** Product §8 "Loan-page message failure" (no full stop, unlike the listing page's). */
  messageFailed: 'Failed to send message',
} as const;

/** The five tabs of /loans (product §2 Loans), in order, with their empty texts. */
export const LOAN_TAB_TEXTS = {
  incoming: { label: 'Incoming Requests', empty: 'No incoming loan requests.' },
  outgoing: { label: 'Outgoing Requests', empty: 'No outgoing loan requests.' },
  borrowing: { label: 'Borrowing', empty: 'No items you are borrowing.' },
  lending: { label: 'Lending', empty: 'No items you are lending out.' },
  history: { label: 'History', empty: 'No loan history.' },
} as const;
