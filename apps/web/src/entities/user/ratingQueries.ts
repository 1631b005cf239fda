import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';

/** Every rating a member received, newest first (api §3.1). */
export function userRatingsQueryOptions(trpc: Trpc, userId: number) {
  return trpc.ratings.forUser.queryOptions({ user_id: userId });
}

/** Whether the signed-in member already rated the seller of this listing (one rating per listing). */
export function ratingViewerStateQueryOptions(trpc: Trpc, listingId: number) {
  return trpc.ratings.viewerState.queryOptions({ listing_id: listingId });
}

/**
 * After a rating of `sellerId` about `listingId`: the viewer has rated (shown at once), and
 * everything carrying the seller's ratings or `average_rating`/`rating_count` is refetched: their
 * ratings list, their public profile, and every listing query (detail, browse pages, own lists),
 * since each embeds the seller's summary.
 */
export function refreshAfterRating(queryClient: QueryClient, trpc: Trpc, { sellerId, listingId }: { sellerId: number; listingId: number }): Promise<void> {
  queryClient.setQueryData(ratingViewerStateQueryOptions(trpc, listingId).queryKey, { rated: true });
  return Promise.all([
    queryClient.invalidateQueries(trpc.ratings.forUser.queryFilter({ user_id: sellerId })),
    queryClient.invalidateQueries(trpc.ratings.viewerState.queryFilter({ listing_id: listingId })),
    queryClient.invalidateQueries(trpc.profile.byId.queryFilter({ userId: sellerId })),
    queryClient.invalidateQueries(trpc.listings.pathFilter()),
  ]).then(() => undefined);
}

/** The viewer's state may have changed elsewhere (the server said "already rated"): ask again. */
export function refreshRatingViewerState(queryClient: QueryClient, trpc: Trpc, listingId: number): Promise<void> {
  return queryClient.invalidateQueries(trpc.ratings.viewerState.queryFilter({ listing_id: listingId }));
}

/**
 * Someone rated the viewer (a live `rating` notification): their own profile and ratings list,
 * and the listings that embed their average, are refetched if loaded.
 */
export function refreshOwnRatings(queryClient: QueryClient, trpc: Trpc, viewerId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries(trpc.profile.me.queryFilter()),
    queryClient.invalidateQueries(trpc.ratings.forUser.queryFilter({ user_id: viewerId })),
    queryClient.invalidateQueries(trpc.listings.pathFilter()),
  ]).then(() => undefined);
}
