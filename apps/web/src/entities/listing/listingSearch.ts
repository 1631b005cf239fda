import { FILTER_BAR_PARAMS, narrowingParams, readingOf, type BarParam, type ListingFilters, type ListingSearch } from '@mpx/shared';

export { filtersOf, listQueryInput, parseBrowseSearch, parseFilters, parseHomeSearch, type ListingFilters, type ListingSearch } from '@mpx/shared';

export type FilterKey = BarParam;

/** The parameters the filter bar edits: those the shared filter table marks for it. */
export const FILTER_KEYS: readonly FilterKey[] = FILTER_BAR_PARAMS;

export type ViewMode = 'grid' | 'list';

/** The filters with the similar-size reference cleared. */
export function withoutLike({ like: _like, ...filters }: ListingFilters): ListingFilters {
  return filters;
}

/**
 * How many filters narrow the listings (each parameter's `narrows` in the shared filter table,
 * as the API decides whether a search may be saved): the badge on the small-screen "Filters"
 * button. A postcode alone only measures distances, so it does not count.
 */
export function countFilters(filters: ListingFilters): number {
  return narrowingParams(readingOf(filters)).length;
}

export function viewOf(search: ListingSearch): ViewMode {
  return search.view ?? 'grid';
}
