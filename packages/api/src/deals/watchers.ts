import type { ListingRow } from '@mpx/db';
import type { ListingWatchers } from '../context';
import { listingRow } from './effects';
import { closeOffersOffSale } from './off-sale';

/**
 * Where a listing is off sale: no offer on it, or offering it as the swap, can be accepted.
 * `loaned` is not among them: its borrower may still buy it (a trial offer), and `reserved` is a
 * deal's own move.
 */
const OFF_SALE: ReadonlySet<ListingRow['status']> = new Set(['paused', 'sold', 'deleted', 'expired']);

/**
 * Deals as listing writes' watchers, which the server wires into `Deps` (ADR 024): a listing
 * that leaves sale outside a deal (its owner pauses it, marks it sold or deletes it, or it
 * expires) closes the open offers on it and those offering it as the swap, in the same write.
 * A reserved listing's moves are its deal's (and pause, sold and delete refuse it); an admin's
 * hard delete takes the offers with the listing.
 */
export const offerWatchers: ListingWatchers = {
  beforeChange(deps, tx, listingId) {
    const before = listingId === null ? undefined : listingRow(deps, listingId)?.status;
    if (before === undefined || before === 'reserved' || OFF_SALE.has(before)) return () => {};
    return (id) => {
      const after = listingRow(deps, id);
      if (after && OFF_SALE.has(after.status)) closeOffersOffSale(deps, tx, after);
    };
  },
};
