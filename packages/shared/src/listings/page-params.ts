// No zod here: the browse routes parse their URLs with this in the web app's entry chunk.
import { PAGE_SIZE, SORTS, type ListingSort } from '../constants';
import { isOneOf } from '../checks';
import { brokenRelation, readingOf, readParam } from './filters/read';
import type { FilterValue } from './filters/spec';
import { FILTER_BAR_PARAMS, type BarParam } from './filters/table';

/**
 * The browse pages' URL search params (home and /listings): filters, sort, view mode and, on the
 * home page, the page number, and the `listings.list` input they ask for. The web app's routes
 * parse their URL with these; the server parses a landing page's URL with the same functions to
 * put that input's answer into the page (the first screen, ADR 016), so both compute one input.
 * Parsed by hand rather than with zod so the app's entry chunk stays small. Defaults are left
 * out, so a plain URL stays plain.
 */

/**
 * The filters a browse page's URL holds: one value of each parameter the filter bar edits
 * (filters/table.ts), each read by its declaration, so a page asks the API only for values it
 * accepts: a value the API would refuse is left out of the page's search instead.
 */
export type ListingFilters = { [K in BarParam]?: FilterValue<K> };

export interface ListingSearch extends ListingFilters {
  /** Absent means `newest`. */
  sort?: Exclude<ListingSort, 'newest'>;
  /** Absent means `grid`. */
  view?: 'list';
  /** Home page only; absent means 1. */
  page?: number;
}

function oneOf<T extends string>(list: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && isOneOf(list, raw) ? raw : undefined;
}

function positiveInt(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * Only the keys that carry a value, so equal searches are equal objects and URLs stay short.
 * For objects whose fields are all optional: a key set to undefined may as well be absent.
 */
function defined<T extends object>(object: T): T {
  const copy = { ...object };
  for (const [key, value] of Object.entries(copy)) if (value === undefined) Reflect.deleteProperty(copy, key);
  return copy;
}

type Filters = { -readonly [K in BarParam]?: FilterValue<K> };

/** The first value read (the bar edits one of an "any of" parameter's values; the last of any other, as the API reads it). */
function take<K extends BarParam>(filters: Filters, key: K, raw: unknown): void {
  const [value] = readParam(key, raw);
  // Widened to write under a key TypeScript cannot tie to its own value type (its property of a generic key).
  if (value !== undefined) (filters as Partial<Record<BarParam, unknown>>)[key] = value;
}

/**
 * Filters from any loose source: URL params, a saved search's query, or the filter bar's text
 * inputs. Each value is read by its parameter's declaration; one it refuses, or one that breaks
 * a relation to another parameter (its `check`), is left out.
 */
export function parseFilters(raw: { readonly [K in BarParam]?: unknown }): ListingFilters {
  const filters: Filters = {};
  for (const key of FILTER_BAR_PARAMS) take(filters, key, raw[key]);
  const reading = readingOf(filters);
  for (const key of FILTER_BAR_PARAMS) if (brokenRelation(key, reading) !== null) Reflect.deleteProperty(filters, key);
  return filters;
}

/** `validateSearch` of /listings (no pager there). */
export function parseBrowseSearch(raw: Record<string, unknown>): ListingSearch {
  const sort = oneOf(SORTS, raw.sort);
  return defined({
    ...parseFilters(raw),
    sort: sort === 'newest' ? undefined : sort,
    view: raw.view === 'list' ? ('list' as const) : undefined,
  });
}

/** `validateSearch` of the home page: the browse params plus the page number. */
export function parseHomeSearch(raw: Record<string, unknown>): ListingSearch {
  const page = positiveInt(raw.page);
  return defined({ ...parseBrowseSearch(raw), page: page === 1 ? undefined : page });
}

export function filtersOf(search: ListingSearch): ListingFilters {
  return parseFilters(search);
}

/**
 * The filters a search browses by, as a saved search keeps them: a distance bound is measured
 * from the URL's postcode, else from `near` (the member's own), which it then names; a bound
 * with neither is left out, as `listQueryInput` leaves it out.
 */
export function browsedFilters(search: ListingSearch, near?: string): ListingFilters {
  const { within_km, ...filters } = filtersOf(search);
  if (within_km === undefined) return filters;
  const from = filters.near ?? near;
  return from === undefined ? filters : { ...filters, near: from, within_km };
}

/**
 * The `listings.list` input of a search: filters and sort, with the page size (api §4.1). `near`
 * is where distances are measured from when the URL names no postcode (the member's own); a
 * distance bound or order without any postcode is left out rather than refused.
 */
export function listQueryInput(search: ListingSearch, page = 1, near?: string) {
  const filters = filtersOf(search);
  const from = filters.near ?? near;
  const measured = from === undefined ? { within_km: undefined } : { near: from };
  const sort = from === undefined && search.sort === 'distance' ? undefined : search.sort;
  return defined({ ...filters, ...measured, sort, page, limit: PAGE_SIZE });
}

/** The id in a listing page's path (`/listings/{id}`): a positive whole number, or null. */
export function parseListingId(param: string): number | null {
  if (!/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
