import { flags, listings, users, type FlagRow, type ListingRow, type UserRow } from '@mpx/db';
import type { Flag } from '@mpx/shared';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { iso } from '../time';

/** What a Flag shows of its listing; null when the row no longer exists. */
export type FlagListingSource = Pick<ListingRow, 'id' | 'brand' | 'model' | 'status'> | null;
export type FlagReporterSource = Pick<UserRow, 'id' | 'name'>;

/** api §12 Flag, as @mpx/shared's `flagOutput` checks it. Every flag is about a listing. */
export function toFlag(
  row: Pick<FlagRow, 'id' | 'listingId' | 'reason' | 'status' | 'createdAt'>,
  listing: FlagListingSource,
  reporter: FlagReporterSource,
): Flag {
  return {
    flag_id: row.id,
    content_id: row.listingId,
    content_type: 'listing',
    listing: listing ? { listing_id: listing.id, brand: listing.brand, model: listing.model, status: listing.status } : null,
    reason: row.reason,
    status: row.status,
    timestamp: iso(row.createdAt),
    reporter: { user_id: reporter.id, name: reporter.name },
  };
}

/**
 * Flags with what their `Flag` shows: the listing (left join: null once gone) and the reporter.
 * Add `.where(...)` / `.orderBy(...)` and map each row with `flagFromRow`.
 */
export function selectFlags(deps: Deps) {
  return deps.db
    .select({
      flag: flags,
      listing: { id: listings.id, brand: listings.brand, model: listings.model, status: listings.status },
      reporter: { id: users.id, name: users.name },
    })
    .from(flags)
    .leftJoin(listings, eq(listings.id, flags.listingId))
    .innerJoin(users, eq(users.id, flags.reporterId));
}

export function flagFromRow(row: { flag: FlagRow; listing: FlagListingSource; reporter: FlagReporterSource }): Flag {
  return toFlag(row.flag, row.listing, row.reporter);
}

/** One flag as a `Flag`, or undefined when there is no such flag. */
export function readFlag(deps: Deps, flagId: number): Flag | undefined {
  const row = selectFlags(deps).where(eq(flags.id, flagId)).get();
  return row ? flagFromRow(row) : undefined;
}

/** Whether `reporterId` already flagged this listing (one flag per reporter per listing). */
export function hasFlagged(deps: Deps, reporterId: number, listingId: number): boolean {
  const row = deps.db
    .select({ id: flags.id })
    .from(flags)
    .where(and(eq(flags.reporterId, reporterId), eq(flags.listingId, listingId)))
    .get();
  return row !== undefined;
}
