import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';

/** The ids the member watches, for the hearts on cards and the listing page. */
export function watchedIdsQueryOptions(trpc: Trpc) {
  return trpc.watchlist.ids.queryOptions();
}

/** The Watching page's list, its cards measured from `near` when there is a postcode to measure from (api §20.1). */
export function watchlistQueryOptions(trpc: Trpc, near: string | undefined) {
  return trpc.watchlist.list.queryOptions(near === undefined ? undefined : { near });
}

/** Marks a listing watched or not in the loaded ids at once (the heart answers before the server). */
export function setWatchedInCache(queryClient: QueryClient, trpc: Trpc, listingId: number, watched: boolean): void {
  queryClient.setQueryData(watchedIdsQueryOptions(trpc).queryKey, (ids) => {
    if (!ids) return ids;
    const others = ids.listing_ids.filter((id) => id !== listingId);
    return { listing_ids: watched ? [listingId, ...others] : others };
  });
}

/** After a change: the ids and the Watching page load again. */
export async function refreshWatchlist(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: watchedIdsQueryOptions(trpc).queryKey }),
    // Measured from any postcode.
    queryClient.invalidateQueries(trpc.watchlist.list.pathFilter()),
  ]);
}
