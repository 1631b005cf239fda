import type { LoanDashboard, LoanItem } from './types';

/** The signed-in member of the component tests (src/test/fixtures.ts) and another member. */
export const SAM = { user_id: 7, name: 'Sam Lee', nickname: 'Tromba' };
export const JO = { user_id: 12, name: 'Jo Bloggs', nickname: null };

/** A contract `LoanItem`: Sam lends a Bach 7C to Jo, pending, unless overridden. */
export function loanFixture(overrides: Partial<LoanItem> = {}): LoanItem {
  return {
    loan_id: 1,
    status: 'pending',
    start_date: '2025-06-01T00:00:00.000Z',
    expected_return_date: '2025-06-15T00:00:00.000Z',
    actual_return_date: null,
    notes: null,
    created_at: '2025-06-01T09:00:00.000Z',
    overdue: false,
    listing: {
      listing_id: 5,
      brand: 'Bach',
      model: '7C',
      instrument_type: 'Trumpet',
      condition: 'Good',
      description: 'Bright and centred.',
      photos: [],
      status: 'active',
    },
    lender: SAM,
    borrower: JO,
    ...overrides,
  };
}

export function dashboardFixture(lists: Partial<LoanDashboard> = {}): LoanDashboard {
  return { incoming: [], outgoing: [], current: [], history: [], ...lists };
}
