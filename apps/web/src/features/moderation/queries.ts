import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';

/** Whether the signed-in member already flagged this listing (one flag per member per listing). */
export function viewerFlaggedQueryOptions(trpc: Trpc, listingId: number) {
  return trpc.moderation.viewerFlagged.queryOptions({ listing_id: listingId });
}

/** After flagging: the listing page shows the flagged state at once, then confirms it. */
export function markFlagged(queryClient: QueryClient, trpc: Trpc, listingId: number): Promise<void> {
  const options = viewerFlaggedQueryOptions(trpc, listingId);
  queryClient.setQueryData(options.queryKey, { flagged: true });
  return queryClient.invalidateQueries({ queryKey: options.queryKey });
}

/** The viewer's state may have changed elsewhere (the server said "already flagged"): ask again. */
export function refreshViewerFlagged(queryClient: QueryClient, trpc: Trpc, listingId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: viewerFlaggedQueryOptions(trpc, listingId).queryKey });
}
