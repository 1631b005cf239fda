import { CONDITIONS, PAGE_SIZE, SORTS, STATES, type Condition, type ListingSort, type State } from '../constants';
import { isOneOf } from '../checks';

/**
 * The browse pages' URL search params (home and /listings): filters, sort, view mode and, on the
 * home page, the page number, and the `listings.list` input they ask for. The web app's routes
 * parse their URL with these; the server parses a landing page's URL with the same functions to
 * put that input's answer into the page (the first screen, ADR 016), so both compute one input.
 * Parsed by hand rather than with zod so the app's entry chunk stays small. Defaults are left
 * out, so a plain URL stays plain.
 */

export interface ListingFilters {
  q?: string;
  instrument_type?: string;
  brand?: string;
  model?: string;
  /** A reference mouthpiece ("Bach 7C"): its published equivalents, then listings of a similar size, closest first. */
  like?: string;
  location_state?: State;
  condition?: Condition;
  price_min?: number;
  price_max?: number;
  /** A postcode to measure distances from (api §20). */
  near?: string;
  /** With a postcode to measure from: only sellers this many km away at most. */
  within_km?: number;
}

type FilterParam = keyof ListingFilters;

export interface ListingSearch extends ListingFilters {
  /** Absent means `newest`. */
  sort?: Exclude<ListingSort, 'newest'>;
  /** Absent means `grid`. */
  view?: 'list';
  /** Home page only; absent means 1. */
  page?: number;
}

/**
 * A page URL reads `?model=4` as the number 4 (url-search.ts, as the router always has), so text
 * filters accept numbers too and take them back as their digits.
 */
function text(raw: unknown): string | undefined {
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return value === '' ? undefined : value;
}

function oneOf<T extends string>(list: readonly T[], raw: unknown): T | undefined {
  return typeof raw === 'string' && isOneOf(list, raw) ? raw : undefined;
}

function amount(raw: unknown): number | undefined {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : undefined;
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

/** Filters from any loose source: URL params, a parsed search, or the filter bar's text inputs. */
export function parseFilters(raw: { readonly [K in FilterParam]?: unknown }): ListingFilters {
  return defined({
    q: text(raw.q),
    instrument_type: text(raw.instrument_type),
    brand: text(raw.brand),
    model: text(raw.model),
    like: text(raw.like),
    location_state: oneOf(STATES, raw.location_state),
    condition: oneOf(CONDITIONS, raw.condition),
    price_min: amount(raw.price_min),
    price_max: amount(raw.price_max),
    near: postcode(raw.near),
    within_km: positiveInt(raw.within_km),
  });
}

/** A 4-digit postcode; a URL reads `?near=3000` as the number 3000 (`0800` stays text, but 800 is read as 0800 all the same). */
function postcode(raw: unknown): string | undefined {
  const value = typeof raw === 'number' ? String(raw).padStart(4, '0') : text(raw);
  return value !== undefined && /^\d{4}$/.test(value) ? value : undefined;
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
