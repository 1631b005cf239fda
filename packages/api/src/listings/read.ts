import type { Deps } from '../context';
import { shareJson } from '../core/json';
import { freshCache, type BrowseCache } from './cache';
import type { Ordering, Where } from './filter/sql';
import { LISTING_COLUMNS, toListing, type Audience, type Listing, type ListingRecord } from './shapes';
import { prepared } from '../core/prepared';

const BY_ID = `SELECT ${LISTING_COLUMNS} FROM listings l CROSS JOIN users u ON u.id = l.user_id WHERE l.id = ? AND l.status <> 'deleted'`;
const BY_IDS = `SELECT ${LISTING_COLUMNS} FROM listings l CROSS JOIN users u ON u.id = l.user_id
  WHERE l.id IN (SELECT value FROM json_each(?)) AND l.status <> 'deleted'`;
const PHOTOS_OF_ONE = 'SELECT listing_id, file FROM listing_photos WHERE listing_id = ? ORDER BY position';
const PHOTOS_OF_MANY = 'SELECT listing_id, file FROM listing_photos WHERE listing_id IN (SELECT value FROM json_each(?)) ORDER BY listing_id, position';

/** Reads and shapes listings; a single id (the detail page) skips the JSON list binding. */
function loadListings(deps: Deps, ids: readonly number[], audience: Audience): Listing[] {
  const one = ids.length === 1;
  const param = one ? ids[0] : JSON.stringify(ids);
  const records = prepared<ListingRecord>(deps.db, one ? BY_ID : BY_IDS).all(param);
  if (records.length === 0) return [];
  const files = new Map<number, string[]>(records.map((r) => [r.id, []]));
  const photos = prepared<{ listing_id: number; file: string }>(deps.db, one ? PHOTOS_OF_ONE : PHOTOS_OF_MANY).all(param);
  for (const row of photos) files.get(row.listing_id)?.push(row.file);
  return records.map((r) => shareJson(toListing(r, files.get(r.id) ?? [], deps.photos, audience)));
}

/**
 * Listings by id, in the order given, as `audience` sees them; ids of missing or deleted
 * listings are skipped. Each listing is shaped once per catalog version and shared by every
 * page and detail answer that shows it, so cached pages hold references rather than copies.
 */
export function listingsByIds(deps: Deps, cache: BrowseCache, ids: readonly number[], audience: Audience): Listing[] {
  const memo = cache.listings;
  const key = (id: number) => `${audience}:${id}`;
  const found = new Map<number, Listing>();
  for (const id of ids) {
    const listing = memo.get(key(id));
    if (listing) found.set(id, listing);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    for (const listing of loadListings(deps, missing, audience)) {
      found.set(listing.listing_id, listing);
      memo.set(key(listing.listing_id), listing);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * Listings matching a WHERE clause over `listings l`, in order. The ids come from one indexed
 * query; the listings themselves from the shared memo.
 */
export function selectListings(
  deps: Deps,
  cache: BrowseCache,
  where: Where,
  order: Ordering,
  audience: Audience,
  page?: { limit: number; offset: number },
): Listing[] {
  const paging = page ? ' LIMIT ? OFFSET ?' : '';
  const params = [...where.params, ...order.params, ...(page ? [page.limit, page.offset] : [])];
  const ids = prepared<number>(deps.db, `SELECT l.id FROM listings l WHERE ${where.sql} ORDER BY ${order.orderBy}${paging}`)
    .pluck()
    .all(...params);
  return listingsByIds(deps, cache, ids, audience);
}

/** A listing as anyone may see it (every status but deleted), or null. */
export function readListing(deps: Deps, id: number, audience: Audience): Listing | null {
  return listingsByIds(deps, freshCache(deps), [id], audience)[0] ?? null;
}
