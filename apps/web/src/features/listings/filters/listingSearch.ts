import { FILTER_BAR_PARAMS, type ListingFilters, type ListingSearch } from '@mpx/shared';

export { filtersOf, listQueryInput, parseBrowseSearch, parseFilters, parseHomeSearch, type ListingFilters, type ListingSearch } from '@mpx/shared';

export type FilterKey = keyof ListingFilters;

/** In the order the filter bar shows them: the shared list of the API's filter parameters the bar edits. */
export const FILTER_KEYS: readonly FilterKey[] = FILTER_BAR_PARAMS;

type BarParam = (typeof FILTER_BAR_PARAMS)[number];
/** The bar edits exactly the parameters it lists: a parameter added to one and not the other is a type error. */
export const barCoversFilters: [Exclude<FilterKey, BarParam>] extends [never] ? ([Exclude<BarParam, FilterKey>] extends [never] ? true : never) : never = true;

export type ViewMode = 'grid' | 'list';

/** The filters with the similar-size reference cleared. */
export function withoutLike({ like: _like, ...filters }: ListingFilters): ListingFilters {
  return filters;
}

/** How many filters hold a value: the badge on the small-screen "Filters" button. */
export function countFilters(filters: ListingFilters): number {
  // Where distances are measured from narrows nothing by itself (api §20.1).
  return FILTER_KEYS.filter((key) => key !== 'near' && filters[key] !== undefined).length;
}

export function viewOf(search: ListingSearch): ViewMode {
  return search.view ?? 'grid';
}
