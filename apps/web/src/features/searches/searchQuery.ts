import {
  browsedFilters,
  FILTER_PARAMS,
  filterPhrases,
  narrowingParams,
  PHRASE_SEPARATOR,
  queryRecord,
  readFilters,
  readingOf,
  searchText,
  type FilterReading,
} from '@mpx/shared';
import { parseFilters, type ListingFilters, type ListingSearch } from '../../entities/listing/listingSearch';

/**
 * A saved search is the browse URL's query string of its filters (search text, filters and the
 * reference size, never page, sort or view). These helpers go from the browse page's search to
 * that string, back to filters, and to a line a person reads ("Trumpet · like Bach 7C · under
 * $300"). Each loops over the shared filter table: a parameter's saved text, its words in the
 * summary and whether it narrows are declared there once, for the API and the app alike.
 */

/**
 * What a Save search on the browse page saves: the filters it browses by, without page, sort or
 * view; a distance bound with the postcode it is measured from (`near`: the member's own when
 * the URL names none), as the server needs one.
 */
export function savableFilters(search: ListingSearch, near?: string): ListingFilters {
  return browsedFilters(search, near);
}

/** Whether the filters narrow anything: what the server asks of a saved search, so it is never offered one it refuses. */
export function hasFilters(filters: ListingFilters): boolean {
  return narrowingParams(readingOf(filters)).length > 0;
}

/** `instrument_type=Trumpet&like=Bach+7C`: the filters as a query string, keys in order, as the server stores it. */
export function queryOfFilters(filters: ListingFilters): string {
  return searchText(readingOf(filters));
}

/** A saved query as the browse page reads it (one value per key, as the filter bar holds them). */
export function filtersOfQuery(query: string): ListingFilters {
  return parseFilters(queryRecord(query));
}

function sameValue(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && typeof b === 'string' ? a.toLocaleLowerCase('en-AU') === b.toLocaleLowerCase('en-AU') : a === b;
}

function sameReading(a: FilterReading, b: FilterReading): boolean {
  return FILTER_PARAMS.every((key) => {
    const [x = [], y = []] = [a[key], b[key]];
    return x.length === y.length && x.every((value, i) => sameValue(value, y[i]));
  });
}

/** Whether a saved query is the search the filters make (letter case aside). */
export function sameSearch(query: string, filters: ListingFilters): boolean {
  return sameReading(readFilters(queryRecord(query)), readingOf(filters));
}

/** "Trumpet · like Bach 7C · under $300" for a browse page's filters. */
export function summarizeFilters(filters: ListingFilters): string {
  return filterPhrases(readingOf(filters)).join(PHRASE_SEPARATOR);
}

/** The same line for a saved search's query string; a key that is no filter (an older query's) last, as "key value". */
export function summarizeQuery(query: string): string {
  const record = queryRecord(query);
  const known = new Set<string>(FILTER_PARAMS);
  const unknown = Object.entries(record)
    .filter(([key]) => !known.has(key))
    .map(([key, values]) => `${key.replace(/_/g, ' ')} ${[values].flat().join(' or ')}`);
  return [...filterPhrases(readFilters(record)), ...unknown].join(PHRASE_SEPARATOR);
}

/** The name the Save search dialog starts with: the summary, cut to `max` characters. */
export function defaultSearchName(filters: ListingFilters, max: number): string {
  const summary = summarizeFilters(filters);
  const characters = [...summary];
  return characters.length <= max
    ? summary
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
