import { z } from 'zod';
import { LISTING_STATUSES } from '../constants';
import { photoUrls } from '../listings/responses';
import { apiNote, apiShape, conditionValue, idValue, timestampValue } from '../responses';
import { userMiniOutput } from '../users/responses';
import { LOAN_STATUSES } from './constants';

/** The loan shapes of api §12 and the answers of api §5. */

export const loanStatusValue = apiShape('LoanStatus', z.enum(LOAN_STATUSES));

/** A calendar date (api §0.4) as the API returns it: a timestamp at midnight UTC. */
export const calendarDateValue = apiShape(
  'CalendarDate',
  z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
  'A calendar date, sent as its midnight UTC: 2025-07-19T00:00:00.000Z.',
);

export const loanItemOutput = apiShape(
  'LoanItem',
  z.strictObject({
    loan_id: idValue,
    status: loanStatusValue,
    start_date: calendarDateValue,
    expected_return_date: calendarDateValue,
    actual_return_date: apiNote(timestampValue.nullable(), 'Set when the loan reaches returned.'),
    notes: z.string().nullable(),
    created_at: timestampValue,
    overdue: apiNote(z.boolean(), 'true while active or return_pending and expected_return_date is before today (UTC).'),
    listing: z.strictObject({
      listing_id: idValue,
      brand: z.string(),
      model: z.string(),
      instrument_type: z.string(),
      condition: conditionValue,
      description: z.string(),
      photos: apiNote(photoUrls, 'Absolute URLs of the full-size images; may be [].'),
      status: z.enum(LISTING_STATUSES),
    }),
    lender: apiNote(userMiniOutput, 'The owner of the listing when the loan was requested.'),
    borrower: userMiniOutput,
  }),
);
export type LoanItem = z.output<typeof loanItemOutput>;

const loanList = (description: string) => apiNote(z.array(loanItemOutput), `${description} Newest first (created_at, then loan_id, descending).`);

/** GET /api/loans/dashboard (api §5.2). */
export const loanDashboardOutput = apiShape(
  'LoanDashboardResponse',
  z.strictObject({
    incoming: loanList('pending, where the caller is the lender.'),
    outgoing: loanList('pending, where the caller is the borrower.'),
    current: loanList('active or return_pending, where the caller is either party.'),
    history: loanList('returned, cancelled, refused or bought, where the caller is either party.'),
  }),
);
export type LoanDashboard = z.output<typeof loanDashboardOutput>;
