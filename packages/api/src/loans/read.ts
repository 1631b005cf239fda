import { listingPhotos, listings, loans, users, type LoanRow } from '@mpx/db';
import { LOAN_TEXTS, present } from '@mpx/shared';
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Deps } from '../context';
import { notFound } from '../errors';
import { toLoanItem, type LoanItem } from './shapes';

const lender = alias(users, 'lender');
const borrower = alias(users, 'borrower');

function loanRows(deps: Deps, where: SQL | undefined) {
  return deps.db
    .select({ loan: loans, listing: listings, lender, borrower })
    .from(loans)
    .innerJoin(listings, eq(listings.id, loans.listingId))
    .innerJoin(lender, eq(lender.id, loans.lenderId))
    .innerJoin(borrower, eq(borrower.id, loans.borrowerId))
    .where(where)
    .orderBy(desc(loans.createdAt), desc(loans.id))
    .all();
}

function photosOf(deps: Deps, listingIds: number[]): Map<number, string[]> {
  const files = new Map<number, string[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return files;
  const rows = deps.db
    .select({ listingId: listingPhotos.listingId, file: listingPhotos.file })
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, [...new Set(listingIds)]))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position))
    .all();
  for (const row of rows) files.get(row.listingId)?.push(row.file);
  return files;
}

function shape(deps: Deps, rows: ReturnType<typeof loanRows>): LoanItem[] {
  const photos = photosOf(
    deps,
    rows.map((r) => r.listing.id),
  );
  const now = deps.now();
  return rows.map((r) => toLoanItem(r.loan, r.listing, photos.get(r.listing.id) ?? [], r.lender, r.borrower, deps.photos, now));
}

/** One loan as its parties see it. */
export function readLoan(deps: Deps, loanId: number): LoanItem {
  return present(shape(deps, loanRows(deps, eq(loans.id, loanId)))[0], 'the loan just written');
}

/** The loan if the caller is a party, else the contract's 404 (admins are no exception, api §5.3). */
export function partyLoan(deps: Deps, userId: number, loanId: number): LoanRow {
  const loan = deps.db.select().from(loans).where(eq(loans.id, loanId)).get();
  if (!loan || (loan.lenderId !== userId && loan.borrowerId !== userId)) throw notFound(LOAN_TEXTS.loanNotFound);
  return loan;
}

export interface LoanDashboard {
  incoming: LoanItem[];
  outgoing: LoanItem[];
  current: LoanItem[];
  history: LoanItem[];
}

/** GET /api/loans/dashboard (api §5.2): every loan the caller is a party to, in four lists, newest first. */
export function loanDashboard(deps: Deps, userId: number): LoanDashboard {
  const items = shape(deps, loanRows(deps, or(eq(loans.lenderId, userId), eq(loans.borrowerId, userId))));
  return {
    incoming: items.filter((l) => l.status === 'pending' && l.lender.user_id === userId),
    outgoing: items.filter((l) => l.status === 'pending' && l.borrower.user_id === userId),
    current: items.filter((l) => l.status === 'active' || l.status === 'return_pending'),
    history: items.filter((l) => l.status === 'returned' || l.status === 'cancelled' || l.status === 'refused' || l.status === 'bought'),
  };
}

/** Pending loans of a listing, for the system cancellation (api §5.4). */
export function pendingLoansOf(deps: Deps, listingId: number): LoanRow[] {
  return deps.db
    .select()
    .from(loans)
    .where(and(eq(loans.listingId, listingId), eq(loans.status, 'pending')))
    .all();
}
