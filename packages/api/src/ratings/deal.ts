import { deals } from '@mpx/db';
import { and, eq, or } from 'drizzle-orm';
import type { Deps } from '../context';

/**
 * The completed deal on this listing (sold, or given in the swap) between these two members, if
 * any. Read from the deals table itself: the deals area sits above ratings (ADR 014).
 */
export function dealBetween(deps: Deps, listingId: number, a: number, b: number): number | null {
  const row = deps.db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        or(eq(deals.listingId, listingId), eq(deals.swapListingId, listingId)),
        or(and(eq(deals.buyerId, a), eq(deals.sellerId, b)), and(eq(deals.buyerId, b), eq(deals.sellerId, a))),
      ),
    )
    .get();
  return row?.id ?? null;
}
