import type { ListingQuery, ListingSort } from '@mpx/shared';
import { rimMicrons, SIMILAR_CUP_STEPS, SIMILAR_RIM_MM, type SizeReference } from '@mpx/shared/sizes';
import { UNICODE_LOWER } from '@mpx/db';

/** Which listings a browse starts from, before the filters. */
export type Scope =
  /** Active listings, optionally of one seller (`user_id=<n>`). */
  | { kind: 'public'; sellerId: number | null }
  /** The caller's own listings in every status but deleted (`user_id=me`). */
  | { kind: 'own'; userId: number };

export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The WHERE clause of a browse (contract §4.1), over `listings l`. Exact-match filters bind one
 * placeholder per value, so SQLite (built with STAT4) can weigh how selective a brand or type
 * is; the SQL text depends only on which filters are present and how many values each has, so a
 * few dozen prepared statements serve real traffic.
 *
 * `facets: false` leaves out the model, brand and instrument type filters: the `available*`
 * lists are computed over the listings the request would return without them.
 */
export function whereClause(query: ListingQuery, scope: Scope, { facets }: { facets: boolean }): Where {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    clauses.push(sql);
    params.push(...values);
  };
  const anyOf = (column: string, values: string[]) => {
    if (values.length > 0) add(`${column} IN (${values.map(() => '?').join(', ')})`, ...values);
  };

  if (scope.kind === 'own') add(`l.user_id = ? AND l.status <> 'deleted'`, scope.userId);
  else {
    add(`l.status = 'active'`);
    if (scope.sellerId !== null) add('l.user_id = ?', scope.sellerId);
  }
  if (facets) {
    anyOf('l.instrument_type', query.instrument_type);
    anyOf('l.brand', query.brand);
  }
  anyOf('l.condition', query.condition);
  if (query.location_state.length > 0) {
    // The unary + keeps SQLite from driving the query by seller: a state holds thousands of
    // sellers, and checking each listing against that set while walking the browse indexes
    // is several times faster than fetching and sorting every matching listing.
    add(`+l.user_id IN (SELECT id FROM users WHERE location_state IN (SELECT value FROM json_each(?)))`, JSON.stringify(query.location_state));
  }
  if (facets && query.model.length > 0) {
    // instr(), not LIKE: `%` and `_` in a filter are literal characters (contract §4.1).
    const { needles, unicode } = modelNeedles(query.model);
    const lower = unicode ? UNICODE_LOWER : 'lower';
    add(`EXISTS (SELECT 1 FROM json_each(?) WHERE instr(${lower}(l.model), value) > 0)`, JSON.stringify(needles));
  }
  const match = query.q === null ? null : ftsMatch(query.q);
  // The unary + again: probing the match set while walking an index costs at most one index
  // pass, however many listings a common term matches; driving by the matches instead means a
  // table lookup and a sort per match (three times slower for a term matching a fifth of all).
  if (match) add('+l.id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ?)', match);
  const price = centBounds(query);
  if (price.min !== null) add('l.price_cents >= ?', price.min);
  if (price.max !== null) add('l.price_cents <= ?', price.max);
  if (query.open_to_swap !== null) add('l.open_to_swap = ?', query.open_to_swap ? 1 : 0);
  if (query.open_to_loan !== null) add('l.open_to_loan = ?', query.open_to_loan ? 1 : 0);
  if (query.like) {
    // One range of `listings_size_idx`: the family's rims within ±0.25 mm.
    const { family, rimUm, cup } = query.like;
    const reach = rimMicrons(SIMILAR_RIM_MM);
    add('l.size_family = ? AND l.size_rim_um BETWEEN ? AND ?', family, rimUm - reach, rimUm + reach);
    if (cup !== null) add('l.size_cup BETWEEN ? AND ?', cup - SIMILAR_CUP_STEPS, cup + SIMILAR_CUP_STEPS);
  }
  return { sql: clauses.join(' AND '), params };
}

/**
 * Model filters, lower-cased. SQLite's lower() folds ASCII letters only, which is exact for ASCII
 * filters; a filter with other letters ("Ü") needs full Unicode folding (`unicode`).
 */
function modelNeedles(models: string[]): { needles: string[]; unicode: boolean } {
  const needles = models.map((m) => m.toLowerCase());
  return { needles, unicode: needles.some((n) => /[^\p{ASCII}]/u.test(n)) };
}

/**
 * The model, brand and instrument type filters as a test on one listing's values: the same
 * semantics as `whereClause`, for counting from grouped rows without another query.
 */
export function facetFilter(query: ListingQuery): (model: string, brand: string, instrumentType: string) => boolean {
  const brands = new Set(query.brand);
  const types = new Set(query.instrument_type);
  const { needles, unicode } = modelNeedles(query.model);
  const fold = unicode ? (m: string) => m.toLowerCase() : (m: string) => m.replace(/[A-Z]+/g, (c) => c.toLowerCase());
  return (model, brand, type) =>
    (brands.size === 0 || brands.has(brand)) && (types.size === 0 || types.has(type)) && (needles.length === 0 || needles.some((n) => fold(model).includes(n)));
}

/**
 * The inclusive price bounds in cents. Through 15 significant digits first, so 10.1 is 1010 and
 * not 1010.0000000000001 (which would exclude a listing at exactly $10.10).
 */
export function centBounds(query: ListingQuery): { min: number | null; max: number | null } {
  const cents = (dollars: number) => Number((dollars * 100).toPrecision(15));
  return {
    min: query.price_min === null ? null : Math.ceil(cents(query.price_min)),
    max: query.price_max === null ? null : Math.floor(cents(query.price_max)),
  };
}

/**
 * The FTS5 query for a search text: every whitespace-separated term must match the beginning
 * of a word (`"term"*`), all terms must match. A term is quoted, so FTS syntax in it is plain
 * text; a term with no letter or digit can never start a word and is dropped. Case and accents
 * are folded by the index's tokenizer (unicode61, remove_diacritics 2).
 */
export function ftsMatch(q: string): string | null {
  const terms = q.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t));
  if (terms.length === 0) return null;
  return terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' AND ');
}

const ORDER_BY: Record<ListingSort, string> = {
  newest: 'l.created_at DESC, l.id DESC',
  price_asc: 'l.price_cents ASC, l.id DESC',
  price_desc: 'l.price_cents DESC, l.id DESC',
};

export interface Ordering {
  orderBy: string;
  /** Values the ORDER BY binds (the reference size of a similar-size browse). */
  params: unknown[];
}

/** The contract's orders, for one seller's or a member's own listings (few rows: found, then sorted). */
export function ordering(sort: ListingSort): Ordering {
  return { orderBy: ORDER_BY[sort], params: [] };
}

/** A similar-size browse: closest rim first, then closest cup, then the chosen sort. */
export function closestFirst(sort: ListingSort, like: SizeReference): Ordering {
  return {
    orderBy: `abs(l.size_rim_um - ?), abs(coalesce(l.size_cup - ?, 0)), ${ORDER_BY[sort]}`,
    params: [like.rimUm, like.cup],
  };
}

/** A canonical text of the filters (value order and duplicates do not matter), for cache keys. */
export function filterKey(query: ListingQuery, scope: Scope, { facets }: { facets: boolean }): string {
  const sorted = (values: string[]) => [...values].sort();
  return JSON.stringify([
    scope.kind === 'own' ? `own:${scope.userId}` : `public:${scope.sellerId ?? ''}`,
    facets ? [sorted(query.instrument_type), sorted(query.brand), sorted(query.model)] : null,
    sorted(query.condition),
    sorted(query.location_state),
    query.q === null ? null : ftsMatch(query.q),
    centBounds(query),
    query.open_to_swap,
    query.open_to_loan,
    query.like === null ? null : [query.like.family, query.like.rimUm, query.like.cup],
  ]);
}
