import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTRPC } from '../../trpc';
import { Page } from '../../entities/site/Page';
import { listingPagesQueryOptions } from '../../entities/listing/queries';
import { useDefaultNear } from '../../entities/place/near';
import { ListingsSection } from './ListingsSection';
import { LoadMore } from './LoadMore';
import { useBrowseFilters } from './useBrowseFilters';
import { useSearchActions } from '../../entities/listing/useSearchActions';

const route = getRouteApi('/listings/');

/** Browse Listings (product §2): the same filters as home, and more results as you scroll. */
export function BrowsePage() {
  const search = route.useSearch();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const actions = useSearchActions('/listings');
  const near = useDefaultNear();
  const query = useInfiniteQuery({ ...listingPagesQueryOptions(trpc, queryClient, search, near), placeholderData: keepPreviousData });
  const firstPage = query.data?.pages[0];
  const filterBar = useBrowseFilters({ search, actions, near, answer: query, page: firstPage });
  const listings = useMemo(() => query.data?.pages.flatMap((p) => p.listings), [query.data]);
  const range = firstPage && listings ? { first: 1, last: listings.length, total: firstPage.pagination.totalCount } : undefined;

  return (
    <Page title="Browse Listings">
      {filterBar}
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
