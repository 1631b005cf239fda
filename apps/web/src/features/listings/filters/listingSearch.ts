import { CONDITIONS, FILTER_BAR_PARAMS, isOneOf, PAGE_SIZE, SORTS, STATES, type Condition, type ListingSort, type State } from '@mpx/shared';

/**
 * The browse pages' URL search params (home and /listings): filters, sort, view mode and, on the
 * home page, the page number. Parsed by hand rather than with zod so the route files (which load
 * with the app's entry chunk) stay small. Defaults are left out, so a plain URL stays plain.
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
}

export type FilterKey = keyof ListingFilters;

/** In the order the filter bar shows them: the shared list of the API's filter parameters the bar edits. */
export const FILTER_KEYS: readonly FilterKey[] = FILTER_BAR_PARAMS;

type BarParam = (typeof FILTER_BAR_PARAMS)[number];
/** The bar edits exactly the parameters it lists: a parameter added to one and not the other is a type error. */
export const barCoversFilters: [Exclude<FilterKey, BarParam>] extends [never] ? ([Exclude<BarParam, FilterKey>] extends [never] ? true : never) : never = true;

export type ViewMode = 'grid' | 'list';

export interface ListingSearch extends ListingFilters {
  /** Absent means `newest`. */
  sort?: Exclude<ListingSort, 'newest'>;
  /** Absent means `grid`. */
  view?: 'list';
  /** Home page only; absent means 1. */
  page?: number;
}

/**
 * The router's default parser turns `?model=4` into the number 4 (it reads values as JSON), so
 * text filters accept numbers too.
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
export function parseFilters(raw: { readonly [K in FilterKey]?: unknown }): ListingFilters {
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
  });
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

/** The filters with the similar-size reference cleared. */
export function withoutLike({ like: _like, ...filters }: ListingFilters): ListingFilters {
  return filters;
}

/** How many filters hold a value: the badge on the small-screen "Filters" button. */
export function countFilters(filters: ListingFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] !== undefined).length;
}

export function viewOf(search: ListingSearch): ViewMode {
  return search.view ?? 'grid';
}

/** The `listings.list` input of a search: filters and sort, with the page size (api §4.1). */
export function listQueryInput(search: ListingSearch, page = 1) {
  return defined({ ...filtersOf(search), sort: search.sort, page, limit: PAGE_SIZE });
}
