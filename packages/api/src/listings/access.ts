import { listings, users, type ListingRow } from '@mpx/db';
import { present } from '@mpx/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Deps } from '../context';
import { conflict, forbidden, notFound, unauthorized } from '../errors';
import { LISTING_ERRORS } from './errors';

/**
 * The checks every owner action shares, in the contract's order (api §4.5–§4.7): 404 missing or
 * deleted, 403 not the owner (admins included: they use the admin endpoints), 409 sold, for pause
 * and delete 409 on loan, and for a status change 409 while reserved (issue 30: the deal decides).
 * Run inside the action's transaction, so the state checked is the state changed.
 */
export function ownedListing(deps: Deps, userId: number, listingId: number, opts: { refuseLoaned: boolean; refuseReserved?: boolean }): ListingRow {
  const row = listingOwnedBy(deps, userId, listingId);
  if (row.status === 'sold') throw conflict(LISTING_ERRORS.sold);
  if (opts.refuseLoaned && row.status === 'loaned') throw conflict(LISTING_ERRORS.onLoan);
  if (opts.refuseReserved && row.status === 'reserved') throw conflict(LISTING_ERRORS.reserved);
  return row;
}

/**
 * The two checks every owner action starts with: 404 missing or deleted, 403 not the owner
 * (admins included). Actions with their own rule for the status (renew, api §25.2) go on from here.
 */
export function listingOwnedBy(deps: Deps, userId: number, listingId: number): ListingRow {
  const row = deps.db
    .select()
    .from(listings)
    .where(and(eq(listings.id, listingId), ne(listings.status, 'deleted')))
    .get();
  if (!row) throw notFound(LISTING_ERRORS.notFound);
  if (row.userId !== userId) throw forbidden(LISTING_ERRORS.notOwner);
  return row;
}

/** 403 when one more active listing would exceed the configured limit (api §4.3, §4.6). */
export function assertBelowActiveLimit(deps: Deps, userId: number): void {
  const max = deps.config.maxActiveListings;
  const active = present(
    deps.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.userId, userId), eq(listings.status, 'active')))
      .get(),
    'the count of active listings',
  ).n;
  if (active >= max) throw forbidden(LISTING_ERRORS.limit(max));
}

/**
 * 401 when the caller's account no longer exists: the session was valid when the request
 * arrived, but an admin deleted the user (api §8.6) while it was under way (a create's photos are
 * processed before its write). Without this, the insert would fail on the foreign key.
 */
export function assertAccountExists(deps: Deps, userId: number): void {
  const row = deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!row) throw unauthorized('Invalid or expired token.');
}
