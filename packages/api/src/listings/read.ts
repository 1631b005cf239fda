import type { Db } from '@mpx/db';
import { LRUCache } from 'lru-cache';
import type { Deps } from '../context';
import { keptKind } from '../core/kept';
import { shareJson } from '../core/json';
import { prepared } from '../core/prepared';
import { LISTING_COLUMNS, toListing, type Audience, type Listing, type ListingRecord, type PlacedListing } from './shapes';
import { catalogVersion } from './statements';

const BY_ID = `SELECT ${LISTING_COLUMNS} FROM listings l CROSS JOIN users u ON u.id = l.user_id WHERE l.id = ? AND l.status <> 'deleted'`;
const BY_IDS = `SELECT ${LISTING_COLUMNS} FROM listings l CROSS JOIN users u ON u.id = l.user_id
  WHERE l.id IN (SELECT value FROM json_each(?)) AND l.status <> 'deleted'`;
const PHOTOS_OF_ONE = 'SELECT listing_id, file FROM listing_photos WHERE listing_id = ? ORDER BY position';
const PHOTOS_OF_MANY = 'SELECT listing_id, file FROM listing_photos WHERE listing_id IN (SELECT value FROM json_each(?)) ORDER BY listing_id, position';

/**
 * Shaped listings (with their sellers' postcodes) by audience + id, valid for one catalog
 * version (ADR 002): every write that can change a listing answer bumps the version in its own
 * transaction (triggers), and `sync` forgets everything the moment it moves. Shared by browse
 * pages, detail answers and the watchlist, so cached pages hold references rather than copies;
 * values are never mutated.
 */
class ListingMemo {
  private version = -1;
  readonly placed = new LRUCache<string, PlacedListing>({ max: 5_000 });

  sync(db: Db): void {
    const version = catalogVersion(db);
    if (version === this.version) return;
    this.version = version;
    this.placed.clear();
  }
}

const LISTING_MEMO = keptKind('shaped listings, valid for one catalog version', () => new ListingMemo());

/** Reads and shapes listings; a single id (the detail page) skips the JSON list binding. */
function loadListings(deps: Deps, ids: readonly number[], audience: Audience): PlacedListing[] {
  const one = ids.length === 1;
  const param = one ? ids[0] : JSON.stringify(ids);
  const records = prepared<ListingRecord>(deps.db, one ? BY_ID : BY_IDS).all(param);
  if (records.length === 0) return [];
  const files = new Map<number, string[]>(records.map((r) => [r.id, []]));
  const photos = prepared<{ listing_id: number; file: string }>(deps.db, one ? PHOTOS_OF_ONE : PHOTOS_OF_MANY).all(param);
  for (const row of photos) files.get(row.listing_id)?.push(row.file);
  return records.map((r) => ({
    listing: shareJson(toListing(r, files.get(r.id) ?? [], deps.photos, audience, deps.config.listingExpiryDays)),
    postcode: r.seller_postcode,
    measured: null,
  }));
}

/**
 * Listings by id, in the order given, as `audience` sees them, each with its seller's postcode;
 * ids of missing or deleted listings are skipped. Each is shaped once per catalog version.
 */
export function placedListings(deps: Deps, ids: readonly number[], audience: Audience): PlacedListing[] {
  const memo = deps.kept.get(LISTING_MEMO);
  memo.sync(deps.db);
  const key = (id: number) => `${audience}:${id}`;
  const found = new Map<number, PlacedListing>();
  for (const id of ids) {
    const placed = memo.placed.get(key(id));
    if (placed) found.set(id, placed);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    for (const placed of loadListings(deps, missing, audience)) {
      found.set(placed.listing.listing_id, placed);
      memo.placed.set(key(placed.listing.listing_id), placed);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** The same, the listings alone. */
export function listingsByIds(deps: Deps, ids: readonly number[], audience: Audience): Listing[] {
  return placedListings(deps, ids, audience).map((placed) => placed.listing);
}

/** A listing as anyone may see it (every status but deleted), with its seller's postcode, or null. */
export function readListing(deps: Deps, id: number, audience: Audience): PlacedListing | null {
  return placedListings(deps, [id], audience)[0] ?? null;
}
