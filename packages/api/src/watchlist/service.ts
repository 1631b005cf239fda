import { listings, watches } from '@mpx/db';
import { centsToDollars, isOneOf, LISTING_STATUSES, WATCH_TEXTS, type WatchedListing, type Watchlist } from '@mpx/shared';
import type { Point } from '@mpx/shared/places';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { write } from '../core/write';
import { badRequest, forbidden, notFound } from '../errors';
import { withDistances } from '../listings/measured';
import { placedListings } from '../listings/read';
import type { Listing } from '../listings/shapes';
import { nearPoint } from '../places/service';
import { iso } from '../time';

interface WatchRecord {
  listingId: number;
  status: string;
  priceCents: number;
  createdAt: number;
}

/** A member's watches, newest first (the order the Watching page shows). */
const WATCHES_OF = `SELECT w.listing_id AS listingId, l.status, w.price_cents AS priceCents, w.created_at AS createdAt
  FROM watches w CROSS JOIN listings l ON l.id = w.listing_id WHERE w.user_id = ? ORDER BY w.created_at DESC, w.listing_id DESC`;
const WATCH_OF = `SELECT w.listing_id AS listingId, l.status, w.price_cents AS priceCents, w.created_at AS createdAt
  FROM watches w CROSS JOIN listings l ON l.id = w.listing_id WHERE w.user_id = ? AND w.listing_id = ?`;

function isWatchedStatus(status: string): status is WatchedListing['status'] {
  return isOneOf(LISTING_STATUSES, status);
}

function toWatched(record: WatchRecord, listing: Listing | undefined): WatchedListing {
  if (!isWatchedStatus(record.status)) throw new Error(`listing ${record.listingId} has the status ${record.status}`);
  return {
    listing_id: record.listingId,
    watched_at: iso(record.createdAt),
    price_when_watched: centsToDollars(record.priceCents),
    status: record.status,
    listing: listing ?? null,
  };
}

/** Shapes watch records with their listings as members see them (deleted ones are null), measured from `from` if given. */
function shaped(deps: Deps, records: readonly WatchRecord[], from: Point | null = null): WatchedListing[] {
  const shown = withDistances(
    placedListings(
      deps,
      records.map((r) => r.listingId),
      'member',
    ),
    from,
  );
  const byId = new Map(shown.map((listing) => [listing.listing_id, listing]));
  return records.map((record) => toWatched(record, byId.get(record.listingId)));
}

/**
 * POST /api/watchlist (api §21.2): any listing but a deleted one or the caller's own, with its
 * price now. Watching it again changes nothing and answers the same.
 */
export function watchListing(deps: Deps, userId: number, listingId: number): WatchedListing {
  const record = write(deps, () => {
    const listing = deps.db
      .select({ userId: listings.userId, priceCents: listings.priceCents })
      .from(listings)
      .where(and(eq(listings.id, listingId), ne(listings.status, 'deleted')))
      .get();
    if (!listing) throw notFound(WATCH_TEXTS.notFound);
    if (listing.userId === userId) throw badRequest(WATCH_TEXTS.ownListing);
    deps.db.insert(watches).values({ userId, listingId, priceCents: listing.priceCents, createdAt: deps.now() }).onConflictDoNothing().run();
    return prepared<WatchRecord>(deps.db, WATCH_OF).get(userId, listingId);
  });
  if (!record) throw new Error(`the watch of listing ${listingId} was not stored`);
  return shaped(deps, [record])[0] ?? toWatched(record, undefined);
}

/** GET /api/watchlist (api §21.3); with `near`, each listing's distance from there (api §20.1), 400 for an unknown postcode. */
export function listWatchlist(deps: Deps, userId: number, near: string | null = null): Watchlist {
  const from = near === null ? null : nearPoint(near);
  return { watchlist: shaped(deps, prepared<WatchRecord>(deps.db, WATCHES_OF).all(userId), from) };
}

/** DELETE /api/watchlist/{listing_id} (api §21.4): only the caller's own watch. */
export function unwatchListing(deps: Deps, userId: number, listingId: number): { message: typeof WATCH_TEXTS.removed } {
  return write(deps, () => {
    const { changes } = deps.db
      .delete(watches)
      .where(and(eq(watches.userId, userId), eq(watches.listingId, listingId)))
      .run();
    if (changes === 0) throw notFound(WATCH_TEXTS.notWatching);
    return { message: WATCH_TEXTS.removed };
  });
}

/** `watchlist.ids`: what the caller watches, for the hearts. */
export function watchedIds(deps: Deps, userId: number): { listing_ids: number[] } {
  return {
    listing_ids: prepared<WatchRecord>(deps.db, WATCHES_OF)
      .all(userId)
      .map((r) => r.listingId),
  };
}

/** `watchlist.watchers`: how many members watch a listing, for its seller only. */
export function watcherCount(deps: Deps, userId: number, listingId: number): { listing_id: number; watchers: number } {
  const listing = deps.db
    .select({ userId: listings.userId })
    .from(listings)
    .where(and(eq(listings.id, listingId), ne(listings.status, 'deleted')))
    .get();
  if (!listing) throw notFound(WATCH_TEXTS.notFound);
  if (listing.userId !== userId) throw forbidden(WATCH_TEXTS.notOwner);
  const n = deps.db.select({ n: count() }).from(watches).where(eq(watches.listingId, listingId)).get()?.n ?? 0;
  return { listing_id: listingId, watchers: n };
}
