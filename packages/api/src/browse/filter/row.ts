import type { Db } from '@mpx/db';
import type { FilterParam, SearchFilters } from '@mpx/shared';
import type { ScanSlices } from '../catalog/scan';
import type { FacetValues, FoldedModel, ListingFacts, ListingText } from './facts';

/** A piece of a WHERE clause over `listings l`, with the values it binds. */
export interface Clause {
  sql: string;
  params: unknown[];
}

export type FilterKind = 'any-of' | 'substring' | 'range' | 'flag' | 'full-text' | 'size-nearness' | 'distance';

/** What the catalog can look up for a filter while preparing a scan. */
export interface CatalogReads {
  /** A byte per listing id: 1 where the FTS5 query matches (memoised until the next change). */
  textMatches(match: string): Uint8Array;
  /** A byte per catalog size id: 1 for the decoded sizes (`sizeKey`s) given. */
  sizeSet(keys: readonly string[]): Uint8Array;
}

/** What the matcher has of one listing beyond its facts. */
export interface MatchReads {
  db: Db;
  text: ListingText;
}

/**
 * Where saved searches using a filter are filed in `saved_search_keys` (ADR 012), and where a new
 * listing looks for them. A search is filed under the keys of its most selective filter (lowest
 * `rank`) that gives few enough; a listing is found under every filter's keys of its own, so
 * each search it matches is among the searches it reads. Any key a search is filed under must
 * be a must-have (every listing it matches has that key): matching tests each candidate exactly,
 * and the keys only decide how few searches a new listing reads.
 */
export interface KeyRule<V> {
  /** Lower ranks are tried first. */
  rank: number;
  /** Keys worth narrowing by instrument type (`brand:Bach|type:Trumpet`), on both sides. */
  byType?: true;
  /** The keys a search with this value can be filed under, one per value it allows; none when it gives no must-have. */
  search(value: V): string[];
  /** The keys of one listing for this filter. */
  listing(listing: ListingFacts, text: ListingText): string[];
  /** A key prefix under which every search is a candidate for this listing (its text FTS5 must judge, text.ts), or null. */
  everyUnder?(listing: ListingFacts, text: ListingText): string | null;
}

interface RowBase<V> {
  kind: FilterKind;
  /** The query parameters it is read from. */
  params: readonly FilterParam[];
  /**
   * What the filter asks, worked out once (sets sorted, prices in cents, a size's reach), or
   * null when the query does not use it. Plain JSON: saved searches store it.
   */
  compile(f: SearchFilters): V | null;
  /** The SQL reader (a member's own listings, api §4.1 `user_id=me`). */
  sql(value: V): Clause;
  /** Its saved-search keys; a filter without them never decides where a search is filed. */
  keys?: KeyRule<V>;
}

/**
 * A facet filter (model, brand, instrument type): left out of the grouped scan behind the
 * `available*` lists, and tested per group of (brand, model, type) by the catalog.
 */
export interface FacetRow<V> extends RowBase<V> {
  facet: true;
  /**
   * The matcher and the catalog's groups: whether these values pass. `folded`: the model
   * already folded (the matcher folds a listing's once for all its candidate searches).
   */
  test(value: V, listing: FacetValues, folded?: FoldedModel): boolean;
}

/** Any other filter: a condition on each catalog slot. */
export interface SlotRow<V> extends RowBase<V> {
  facet: false;
  /** The catalog reader: its slice of the scan, as bounds on a column or the codes it allows (catalog/scan.ts). */
  scan(value: V, into: ScanSlices, reads: CatalogReads): void;
  /** The matcher: whether one listing passes. */
  test(value: V, listing: ListingFacts, reads: MatchReads): boolean;
}

export type FilterRow<V> = FacetRow<V> | SlotRow<V>;

/** A clause testing a column against a set of values: one placeholder each, so SQLite can weigh a value's selectivity. */
export function inList(column: string, values: readonly (string | number)[]): Clause {
  return { sql: `${column} IN (${values.map(() => '?').join(', ')})`, params: [...values] };
}

/** An "any of" set as compiled: distinct and sorted (so equal filters compile alike), or null when empty. */
export function compiledSet(values: readonly string[]): string[] | null {
  return values.length === 0 ? null : [...new Set(values)].sort();
}

/** A filter's bounds in whole units (cents, µm) as SQL tests them: inclusive, either side optional. */
export function rangeClause(column: string, { min, max }: { min: number | null; max: number | null }): Clause {
  const clauses = [...(min === null ? [] : [`${column} >= ?`]), ...(max === null ? [] : [`${column} <= ?`])];
  return { sql: clauses.join(' AND '), params: [min, max].filter((b) => b !== null) };
}
