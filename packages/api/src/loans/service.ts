import { listings, loans, type ListingRow, type UserRow } from '@mpx/db';
import { decideLoanAction, LOAN_REQUEST_FIELDS, LOAN_TEXTS, loanRequestRules, utcDate, type LoanAction, type LoanRequest } from '@mpx/shared';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { ZodRealError } from 'zod';
import type { Deps } from '../context';
import { freshPeriod } from '../core/listing-period';
import { write, type WriteScope } from '../core/write';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { loanEffects, userRow } from './effects';
import { partyLoan, pendingLoansOf, readLoan } from './read';
import type { LoanItem } from './shapes';
import { actionText, requestText, systemCancelText } from './texts';

function listingRow(deps: Deps, id: number): ListingRow | undefined {
  return deps.db.select().from(listings).where(eq(listings.id, id)).get();
}

/** Back on sale after a loan, a listing starts a new period: it could not be renewed while lent (api §25). */
function setListingStatus(deps: Deps, listing: ListingRow, status: ListingRow['status'], now: number): void {
  deps.db
    .update(listings)
    .set({ status, updatedAt: now, ...(status === 'active' && freshPeriod(now)) })
    .where(eq(listings.id, listing.id))
    .run();
}

/**
 * The whole validation of POST /api/loans (api §5.1) on the server's today, failing like `.input()`
 * does. Issues come in the request table's order (api §0.3): zod reports the comparison of the two
 * dates, an object rule, after every field.
 */
export function checkLoanRequest(deps: Deps, body: unknown): LoanRequest {
  const result = loanRequestRules(utcDate(deps.now())).safeParse(body);
  if (result.success) return result.data;
  const rank = (issue: { path: PropertyKey[] }) => LOAN_REQUEST_FIELDS.indexOf(String(issue.path[0]));
  const issues = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  // ZodRealError is what a failed parse throws: an Error, so tRPC keeps it as the cause.
  throw new TRPCError({ code: 'BAD_REQUEST', message: 'Validation failed', cause: new ZodRealError(issues) });
}

/**
 * POST /api/loans (api §5.1): checks in the contract's order, the open-loan check atomic. The router
 * validates the raw body first (for the order of `issues`); the check is repeated here, cheaply,
 * so the rules hold whoever calls the service.
 */
export function requestLoan(deps: Deps, borrower: UserRow, request: LoanRequest): LoanItem {
  const input = checkLoanRequest(deps, request);
  const loanId = write(deps, (tx) => {
    const listing = listingRow(deps, input.listing_id);
    if (!listing || listing.status === 'deleted') throw notFound(LOAN_TEXTS.listingNotFound);
    if (listing.userId === borrower.id) throw badRequest(LOAN_TEXTS.ownItem);
    if (!listing.openToLoan) throw badRequest(LOAN_TEXTS.notForLoan);
    if (listing.status !== 'active') throw badRequest(LOAN_TEXTS.notAvailable);
    // Inside the IMMEDIATE transaction no other write runs between this check and the insert;
    // the unique partial index is the second line.
    if (openLoanExists(deps, listing.id)) throw conflict(LOAN_TEXTS.alreadyOnLoan);
    const now = deps.now();
    const loan = deps.db
      .insert(loans)
      .values({
        listingId: listing.id,
        lenderId: listing.userId,
        borrowerId: borrower.id,
        status: 'pending',
        startDate: input.start_date,
        expectedReturnDate: input.expected_return_date,
        notes: input.notes,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
      .get();
    loanEffects(deps, tx, { actor: borrower, counterpart: userRow(deps, listing.userId), listing, text: requestText(listing, loan) });
    return loan.id;
  });
  return readLoan(deps, loanId);
}

function openLoanExists(deps: Deps, listingId: number): boolean {
  const open = deps.db.select({ id: loans.id, status: loans.status }).from(loans).where(eq(loans.listingId, listingId)).all();
  return open.some((l) => l.status === 'pending' || l.status === 'active' || l.status === 'return_pending');
}

/**
 * PATCH /api/loans/{id}/{action} (api §5.3). The loan is read inside the write, so of two
 * concurrent identical actions the second sees the first's status and gets the 409.
 */
export function actOnLoan(deps: Deps, actor: UserRow, loanId: number, action: LoanAction): LoanItem {
  write(deps, (tx) => {
    const loan = partyLoan(deps, actor.id, loanId);
    const role = loan.lenderId === actor.id ? 'lender' : 'borrower';
    const decision = decideLoanAction(action, role, loan.status);
    if (!decision.ok) throw decision.status === 403 ? forbidden(decision.error) : conflict(decision.error);
    const { transition } = decision;
    const listing = listingRow(deps, loan.listingId);
    if (!listing) throw notFound(LOAN_TEXTS.loanNotFound);
    if (transition.listing === 'lend' && listing.status !== 'active') throw conflict(LOAN_TEXTS.notAvailable);

    const now = deps.now();
    deps.db
      .update(loans)
      .set({ status: transition.to, updatedAt: now, ...(transition.to === 'returned' ? { actualReturnDate: now } : {}) })
      .where(eq(loans.id, loan.id))
      .run();
    if (transition.listing === 'lend') setListingStatus(deps, listing, 'loaned', now);
    // A sold listing stays sold when its loan ends (api §5.5).
    if (transition.listing === 'release' && listing.status === 'loaned') setListingStatus(deps, listing, 'active', now);

    const counterpartId = role === 'lender' ? loan.borrowerId : loan.lenderId;
    loanEffects(deps, tx, { actor, counterpart: userRow(deps, counterpartId), listing, text: actionText(transition.message, listing, loan) });
  });
  return readLoan(deps, loanId);
}

/**
 * api §5.4: inside the write that marks a listing sold or deletes it, every pending loan on it is
 * cancelled, with the lender as the actor and the effects of api §5.3.
 */
export function cancelPendingLoans(deps: Deps, tx: WriteScope, listing: ListingRow): void {
  const pending = pendingLoansOf(deps, listing.id);
  if (pending.length === 0) return;
  const lender = userRow(deps, listing.userId);
  const now = deps.now();
  for (const loan of pending) {
    deps.db.update(loans).set({ status: 'cancelled', updatedAt: now }).where(eq(loans.id, loan.id)).run();
    loanEffects(deps, tx, { actor: lender, counterpart: userRow(deps, loan.borrowerId), listing, text: systemCancelText(listing) });
  }
}
