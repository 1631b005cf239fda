import { savedSearches, type Db } from '@mpx/db';
import { isRecord, present, searchAlertText, searchQueryField } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Deps } from '../context';
import { keptKind } from '../core/kept';
import { prepared } from '../core/prepared';
import type { WriteScope } from '../core/write';
import type { CompiledFilter } from '../browse/filter/compile';
import { listingFacts, listingText, type ListingFacts } from '../browse/filter/facts';
import { listingKeys } from '../browse/filter/keys';
import { compileMatcher, type ListingTest } from '../browse/filter/match';
import { notify } from '../notifications/notify';
import { compileSearchIfValid, FILTER_COMPILER } from './compile';
import { fileKeys } from './filing';

/** A candidate search: its id and its member's. */
type Candidate = [searchId: number, userId: number];

/**
 * The searches that can alert (alerts on, of an active, verified member: `live`, kept by
 * triggers) other than the seller's, filed under these keys, in member order: one seek per key
 * into the live keys' index, which holds all it reads. CROSS JOIN fixes the order, from the keys.
 */
const CANDIDATES_BY_KEYS = `SELECT k.saved_search_id, k.user_id
  FROM json_each(?) j CROSS JOIN saved_search_keys k ON k.key = j.value
  WHERE k.live = 1 AND k.user_id <> ?`;
/** The same, for every key from one text up to another (every key under a prefix). */
const CANDIDATES_UNDER = `SELECT k.saved_search_id, k.user_id FROM saved_search_keys k
  WHERE k.key >= ? AND k.key < ? AND k.live = 1 AND k.user_id <> ?`;
const IN_MEMBER_ORDER = ' ORDER BY 2, 1';

/** Only wanted posts' searches (the seller's count of wanters); alerts read every kind. */
const WANTED_ONLY = " AND EXISTS (SELECT 1 FROM saved_searches s WHERE s.id = k.saved_search_id AND s.kind = 'wanted')";

/** The first text after every one starting with `prefix` (`word:` → `word;`). */
const pastPrefix = (prefix: string): string => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * Saved searches' filters, parsed and bound into a test, by search id (a filter never changes
 * but through `refreshStaleFilters`, which drops it here too), and whether every stored filter
 * is known to be compiled by this compiler. Room for every search a busy community keeps (each
 * ~1 KB): when the searches outnumber it, every listing meets searches parsed again (~5 µs each;
 * at 20,000 it was the bench's 20,009 searches, and half the matching time).
 */
const SEARCH_FILTERS = keptKind('parsed saved-search filters, fresh while FILTER_COMPILER is', () => ({
  parsed: new LRUCache<number, ListingTest>({ max: 50_000 }),
  current: false,
}));

const FILTER_OF = 'SELECT filter FROM saved_searches WHERE id = ?';
const NAME_OF = 'SELECT name FROM saved_searches WHERE id = ?';
const INSERT_ALERT = `INSERT INTO search_alerts (user_id, saved_search_id, listing_id, created_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (user_id, listing_id) DO NOTHING`;

/**
 * A candidate's test: read, parsed and bound once per process, as its filter never changes (see
 * above). Peeked, not got: `get`'s recency bookkeeping was a quarter of matching a popular size
 * (~2,500 candidates), and with room for every search the order only matters past the cap, where
 * the first parsed go first.
 */
function testOf(db: Db, cache: LRUCache<number, ListingTest>, searchId: number): ListingTest {
  let test = cache.peek(searchId);
  if (!test) {
    const text = present(prepared<string>(db, FILTER_OF).pluck().get(searchId), `the filter of saved search ${searchId}`);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- written by compileFilter; its shape is ours
    test = compileMatcher(JSON.parse(text) as CompiledFilter);
    cache.set(searchId, test);
  }
  return test;
}

/** After a search's query changed (a wanted post edited): its parsed filter is read again. */
export function forgetSearchFilter(deps: Deps, searchId: number): void {
  deps.kept.get(SEARCH_FILTERS).parsed.delete(searchId);
}

/** A member whose saved search matches a listing, with the first such search (the oldest). */
export interface SearchMatch {
  userId: number;
  searchId: number;
}

/**
 * The members whose saved searches (alerts on) match a listing, each with their oldest matching
 * search, in member order; with `only`, among their wanted posts alone. Reads only the searches filed under the listing's own keys (one
 * indexed query) and tests each in JavaScript: never a scan of every saved search.
 */
export function matchingSearches(deps: Deps, listing: ListingFacts, only?: 'wanted'): SearchMatch[] {
  const { db } = deps;
  const text = listingText(listing);
  const { keys, everyUnder } = listingKeys(listing, text);
  const narrowed = only ? WANTED_ONLY : '';
  const candidates = prepared<Candidate>(db, CANDIDATES_BY_KEYS + narrowed + IN_MEMBER_ORDER)
    .raw()
    .all(JSON.stringify(keys), listing.userId);
  for (const prefix of everyUnder) {
    candidates.push(
      ...prepared<Candidate>(db, CANDIDATES_UNDER + narrowed)
        .raw()
        .all(prefix, pastPrefix(prefix), listing.userId),
    );
  }
  if (everyUnder.length > 0) candidates.sort((a, b) => a[1] - b[1] || a[0] - b[0]);

  const cache = deps.kept.get(SEARCH_FILTERS).parsed;
  const matches: SearchMatch[] = [];
  let lastUser = 0;
  let lastId = 0;
  const reads = { db, text };
  for (const [searchId, userId] of candidates) {
    // A member with a match already, or a search filed under two of the listing's keys.
    if (userId === lastUser || searchId === lastId) continue;
    lastId = searchId;
    if (!testOf(db, cache, searchId)(listing, reads)) continue;
    lastUser = userId;
    matches.push({ userId, searchId });
  }
  return matches;
}

/**
 * The members whose saved searches match an active listing as it stands, before an edit: an
 * edit alerts only those it brings in (a lowered price, a corrected size), not those the
 * listing matched all along.
 */
export function membersMatching(deps: Deps, tx: WriteScope, listingId: number): Set<number> {
  const listing = listingFacts(deps.db, listingId);
  if (!listing || listing.status !== 'active') return new Set();
  refreshStaleFilters(deps, tx);
  return new Set(matchingSearches(deps, listing).map((m) => m.userId));
}

/**
 * Alerts the members whose saved searches match a listing that has just become active (created,
 * or resumed from paused) or been edited, inside that write, except `alreadyMatched` (those an
 * edited listing matched before): for each member with a match one `search_alerts` row (the
 * unique (user, listing) index makes a second alert for the same listing a no-op) and one
 * `search` notification from the seller, published after commit. Returns the members alerted.
 */
export function alertMatchingSearches(deps: Deps, tx: WriteScope, listingId: number, alreadyMatched?: ReadonlySet<number>): number[] {
  const { db } = deps;
  const listing = listingFacts(db, listingId);
  if (!listing || listing.status !== 'active') return [];
  refreshStaleFilters(deps, tx);
  const from = { id: listing.userId, name: listing.sellerName, nickname: listing.sellerNickname };
  const alerted: number[] = [];
  for (const { userId, searchId } of matchingSearches(deps, listing)) {
    if (alreadyMatched?.has(userId)) continue;
    if (prepared(db, INSERT_ALERT).run(userId, searchId, listingId, deps.now()).changes === 0) continue;
    const name = prepared<string>(db, NAME_OF).pluck().get(searchId) ?? '';
    notify(deps, tx, { userId, kind: 'search', message: searchAlertText(name, listing.brand, listing.model), from });
    alerted.push(userId);
  }
  return alerted;
}

/**
 * Once per deps: recompiles the searches whose filter was compiled by another compiler
 * (`FILTER_COMPILER`: a new filter format, or a size table that corrected a figure, so rim
 * ranges and filing follow the table as listings' decoded sizes do, ADR 010). A query that no
 * longer reads (a size or postcode a table dropped) keeps its last filter.
 */
function refreshStaleFilters(deps: Deps, tx: WriteScope): void {
  const { db } = deps;
  const kept = deps.kept.get(SEARCH_FILTERS);
  if (kept.current) return;
  const stale = prepared<{ id: number; query: string; filter: string }>(
    db,
    "SELECT id, query, filter FROM saved_searches WHERE json_extract(filter, '$.compiledWith') IS NOT ?",
  ).all(FILTER_COMPILER);
  // With changes to make, done once they have committed: a rolled-back write leaves them to the next one.
  if (stale.length === 0) kept.current = true;
  else tx.afterCommit(() => void (kept.current = true));
  const cache = kept.parsed;
  for (const row of stale) {
    const parsed = searchQueryField.safeParse(row.query);
    const old: unknown = JSON.parse(row.filter);
    const compiled = parsed.success ? compileSearchIfValid(parsed.data) : null;
    const filter = compiled?.filter ?? { ...(isRecord(old) ? old : {}), compiledWith: FILTER_COMPILER };
    db.update(savedSearches)
      .set({ filter: JSON.stringify(filter) })
      .where(eq(savedSearches.id, row.id))
      .run();
    cache.delete(row.id);
    if (!compiled) continue;
    fileKeys(deps, row.id, compiled.keys);
  }
}
