import { useMemo, type ReactNode } from 'react';
import { useBrowseNear } from '../../entities/place/useBrowseNear';
import { FilterBar } from './filters/FilterBar';
import { filtersOf, withoutLike, type ListingSearch } from '../../entities/listing/listingSearch';
import { filterSuggestions } from '../../entities/listing/suggestions';
import { SimilarToNote } from '../../entities/listing/sizes/SimilarToNote';
import { useLikeSearch } from '../../entities/listing/sizes/useLikeSearch';
import type { ListingListResponse } from '../../entities/listing/types';
import type { SearchActions } from '../../entities/listing/useSearchActions';

interface BrowseFiltersInput {
  search: ListingSearch;
  actions: SearchActions;
  /** The default "Near" postcode the page's query was measured from. */
  near: string | undefined;
  /** The page's listings query, so a typed "Near" is remembered only once it has answered. */
  answer: Parameters<typeof useBrowseNear>[2];
  /** The answer whose makes, models and instruments feed the bar's suggestions. */
  page: ListingListResponse | undefined;
}

/**
 * The filter bar and the "Similar to" note of a browse page (home and Browse Listings), wired to
 * the URL's search and the page's listings query; the two pages differ only in how they page.
 */
export function useBrowseFilters({ search, actions, near, answer, page }: BrowseFiltersInput): ReactNode {
  const filters = useMemo(() => filtersOf(search), [search]);
  const barValue = useMemo(() => ({ ...filters, near: filters.near ?? near }), [filters, near]);
  const applyFilters = useBrowseNear(filters.near, near, answer, actions.setFilters);
  useLikeSearch(search, actions.setFilters);
  const suggestions = useMemo(() => filterSuggestions(page), [page]);
  return (
    <>
      <FilterBar value={barValue} onChange={applyFilters} suggestions={suggestions} />
      <SimilarToNote search={search} onClear={() => actions.setFilters(withoutLike(filters))} />
    </>
  );
}
