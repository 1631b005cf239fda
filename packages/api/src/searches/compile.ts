import { SIZE_TABLE_FINGERPRINT } from '@mpx/db';
import { canonicalSearchQuery, type SearchFilters } from '@mpx/shared';
import { POSTCODE_SOURCE } from '@mpx/shared/places';
import { ApiError } from '../errors';
import { compileFilter, type CompiledFilter } from '../browse/filter/compile';
import { searchKeys } from '../browse/filter/keys';

/**
 * What compiled a stored filter: its format and the reading of its query (7: the cup filter,
 * and a size with a published cup filed by cup class too; 6: the rim filter, and keys declared
 * by the filter rows; 5: control characters are spaces, so a text saved with a NUL is read again
 * without it), the size table a reference size was resolved with and the
 * postcode table a `near` was placed with. Filters compiled otherwise are compiled again from
 * their query (match.ts).
 */
export const FILTER_COMPILER = `7:${SIZE_TABLE_FINGERPRINT}:${POSTCODE_SOURCE}`;

/** A saved search's filter as stored in `saved_searches.filter`. */
export type StoredFilter = CompiledFilter & { compiledWith: string };

export interface CompiledSearch {
  /** The canonical query string (`saved_searches.query`). */
  query: string;
  filter: StoredFilter;
  /** Where it is filed in `saved_search_keys` (the filter rows' keys, browse/filter/keys.ts). */
  keys: string[];
}

export function compileSearch(f: SearchFilters): CompiledSearch {
  const filter = compileFilter(f);
  return { query: canonicalSearchQuery(f), filter: { ...filter, compiledWith: FILTER_COMPILER }, keys: searchKeys(filter) };
}

/** The same, or null for a query the tables no longer read (a postcode a new table dropped). */
export function compileSearchIfValid(f: SearchFilters): CompiledSearch | null {
  try {
    return compileSearch(f);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
