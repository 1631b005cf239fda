import type { ListingRow, LoanRow, UserRow } from '@mpx/db';
import { dateTimestamp, utcDate, type LoanItem, type LoanStatus } from '@mpx/shared';
import type { PhotoService } from '../photos/service';
import { iso } from '../time';
import { toUserMini } from '../users/shapes';

/** api §12 LoanItem, as @mpx/shared's `loanItemOutput` checks it. */
export type { LoanItem };

/** A loan, its listing and both parties. */
export function toLoanItem(
  loan: LoanRow,
  listing: Pick<ListingRow, 'id' | 'brand' | 'model' | 'instrumentType' | 'condition' | 'description' | 'status'>,
  photoFiles: string[],
  lender: Pick<UserRow, 'id' | 'name' | 'nickname'>,
  borrower: Pick<UserRow, 'id' | 'name' | 'nickname'>,
  photos: PhotoService,
  now: number,
): LoanItem {
  return {
    loan_id: loan.id,
    status: loan.status,
    start_date: dateTimestamp(loan.startDate),
    expected_return_date: dateTimestamp(loan.expectedReturnDate),
    actual_return_date: loan.actualReturnDate === null ? null : iso(loan.actualReturnDate),
    notes: loan.notes,
    created_at: iso(loan.createdAt),
    overdue: isOverdue(loan.status, loan.expectedReturnDate, now),
    listing: {
      listing_id: listing.id,
      brand: listing.brand,
      model: listing.model,
      instrument_type: listing.instrumentType,
      condition: listing.condition,
      description: listing.description,
      photos: photoFiles.map((file) => photos.url(file, 'full')),
      status: listing.status,
    },
    lender: toUserMini(lender),
    borrower: toUserMini(borrower),
  };
}

/** api §11.1: while active or return_pending and the expected return date is before today (UTC). */
export function isOverdue(status: LoanStatus, expectedReturnDate: string, now: number): boolean {
  return (status === 'active' || status === 'return_pending') && expectedReturnDate < utcDate(now);
}
