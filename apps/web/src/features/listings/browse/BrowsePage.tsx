import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTRPC } from '../../../trpc';
import { Page } from '../../layout/Page';
import { FilterBar } from '../filters/FilterBar';
import { filtersOf, withoutLike } from '../filters/listingSearch';
import { filterSuggestions } from '../filters/suggestions';
import { SimilarToNote } from '../sizes/SimilarToNote';
import { useLikeSearch } from '../sizes/useLikeSearch';
import { listingPagesQueryOptions } from '../queries';
import { useDefaultNear } from '../../places/near';
import { useBrowseNear } from '../../places/useBrowseNear';
import { ListingsSection } from './ListingsSection';
import { LoadMore } from './LoadMore';
import { useSearchActions } from './useSearchActions';

const route = getRouteApi('/listings/');

/** Browse Listings (product §2): the same filters as home, and more results as you scroll. */
export function BrowsePage() {
  const search = route.useSearch();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const actions = useSearchActions('/listings');
  const near = useDefaultNear();
  const query = useInfiniteQuery({ ...listingPagesQueryOptions(trpc, queryClient, search, near), placeholderData: keepPreviousData });
  const filters = useMemo(() => filtersOf(search), [search]);
  const barValue = useMemo(() => ({ ...filters, near: filters.near ?? near }), [filters, near]);
  const applyFilters = useBrowseNear(filters.near, near, query, actions.setFilters);
  useLikeSearch(search, actions.setFilters);
  const firstPage = query.data?.pages[0];
  const suggestions = useMemo(() => filterSuggestions(firstPage), [firstPage]);
  const listings = useMemo(() => query.data?.pages.flatMap((p) => p.listings), [query.data]);
  const range = firstPage && listings ? { first: 1, last: listings.length, total: firstPage.pagination.totalCount } : undefined;

  return (
    <Page title="Browse Listings">
      <FilterBar value={barValue} onChange={applyFilters} suggestions={suggestions} />
      <SimilarToNote search={search} onClear={() => actions.setFilters(withoutLike(filters))} />
      <ListingsSection
        title="Listings"
        route="/listings"
        titleHidden
        search={search}
        actions={actions}
        listings={listings}
        range={range}
        error={query.error}
        isRefreshing={query.isPlaceholderData}
      >
        <LoadMore
          hasMore={!query.isPlaceholderData && query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        />
      </ListingsSection>
    </Page>
  );
}
