import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import { listQueryInput, type ListingSearch } from './listingSearch';
import type { Listing } from './types';

/**
 * Query options shared by route loaders (prefetch) and pages (read), so both use the same keys.
 */

/** A listing, with its distance from `near` when there is a postcode to measure from (api §20.1). */
export function listingQueryOptions(trpc: Trpc, id: number, near?: string) {
  return trpc.listings.byId.queryOptions(near ? { listing_id: id, near } : { listing_id: id });
}

/** "Similar sizes" on a listing's page: other sellers' listings like its size (equivalents, then the closest). */
export function similarListingsQueryOptions(trpc: Trpc, id: number) {
  return trpc.listings.similar.queryOptions({ listing_id: id });
}

export function myListingsQueryOptions(trpc: Trpc) {
  return trpc.listings.list.queryOptions({ user_id: 'me' });
}

/** One page of a browse search (the home page's pager). */
export function listingPageQueryOptions(trpc: Trpc, search: ListingSearch, near?: string) {
  return trpc.listings.list.queryOptions(listQueryInput(search, search.page ?? 1, near));
}

/**
 * Every page of a browse search loaded so far (/listings, which loads more on scroll). The
 * procedure pages by number rather than by tRPC's `cursor`, so the infinite query is built here;
 * its key sits under `listings.list`, so invalidating that path refreshes it too. Each page is
 * fetched through the cache as an ordinary page query.
 */
export function listingPagesQueryOptions(trpc: Trpc, queryClient: QueryClient, search: ListingSearch, near?: string) {
  const input = listQueryInput(search, 1, near);
  return infiniteQueryOptions({
    queryKey: [...trpc.listings.list.pathKey(), { input, type: 'infinite' }] as const,
    queryFn: ({ pageParam }) => queryClient.fetchQuery(trpc.listings.list.queryOptions({ ...input, page: pageParam })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasNextPage ? last.pagination.page + 1 : undefined),
  });
}

/**
 * After a write to a listing: put the server's answer in its detail (or drop the detail when the
 * listing is gone) and refetch every list, the member's own and the browse pages alike, since a
 * status change moves a listing in or out of them.
 */
export function refreshAfterWrite(queryClient: QueryClient, trpc: Trpc, change: { listing: Listing } | { removedId: number }): Promise<void> {
  if ('listing' in change) {
    queryClient.setQueryData(listingQueryOptions(trpc, change.listing.listing_id).queryKey, change.listing);
    // The same listing measured from a postcode is another key: fetched again.
    void queryClient.invalidateQueries({ queryKey: trpc.listings.byId.queryKey(), predicate: (q) => JSON.stringify(q.queryKey).includes('"near"') });
  } else {
    queryClient.removeQueries({ queryKey: listingQueryOptions(trpc, change.removedId).queryKey });
  }
  return queryClient.invalidateQueries(trpc.listings.list.pathFilter());
}
