import { loans, type ListingRow, type LoanRow, type UserRow } from '@mpx/db';
import { dollarsToCents, OFFER_TEXTS, OPEN_LOAN_STATUSES, type CounterRequest } from '@mpx/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../context';
import { badRequest, conflict } from '../errors';
import { listingRow } from './effects';

const HOUR_MS = 60 * 60 * 1000;

export const offerExpiry = (deps: Deps, now: number) => now + deps.config.offerHours * HOUR_MS;

/** The buyer's open loan of this listing (active or return pending): trial-to-buy. */
export function trialLoan(deps: Deps, listingId: number, buyerId: number): LoanRow | undefined {
  return deps.db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.listingId, listingId),
        eq(loans.borrowerId, buyerId),
        inArray(
          loans.status,
          OPEN_LOAN_STATUSES.filter((s) => s !== 'pending'),
        ),
      ),
    )
    .get();
}

/**
 * A listing can take offers while it is for sale, and while the buyer has it on trial (their own
 * open loan of it). Anything else (reserved, paused, sold, expired) is a 409.
 */
export function assertOpenToOffers(deps: Deps, listing: ListingRow, buyerId: number): LoanRow | undefined {
  const loan = listing.status === 'loaned' ? trialLoan(deps, listing.id, buyerId) : undefined;
  if (listing.status !== 'active' && !loan) throw conflict(OFFER_TEXTS.notAvailable);
  return loan;
}

/** Terms as stored: cents, and a swap listing that is the buyer's own, for sale, and not the listing itself. */
export function checkedTerms(deps: Deps, buyer: Pick<UserRow, 'id'>, listing: ListingRow, terms: Pick<CounterRequest, 'amount' | 'swap_listing_id' | 'note'>) {
  if (terms.swap_listing_id !== null) {
    const swap = listingRow(deps, terms.swap_listing_id);
    if (!swap || swap.userId !== buyer.id || swap.status !== 'active' || swap.id === listing.id) throw badRequest(OFFER_TEXTS.swapNotYours);
  }
  return { amountCents: terms.amount === null ? null : dollarsToCents(terms.amount), swapListingId: terms.swap_listing_id, note: terms.note };
}
