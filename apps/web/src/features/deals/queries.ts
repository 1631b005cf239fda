import { MAX_PAGE_SIZE, type OfferListInput } from '@mpx/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import { refreshLoans } from '../loans/queries';

/** The viewer's own offers, newest first: as buyer, as seller, on one listing (issue 30). */
export function offerListQueryOptions(trpc: Trpc, input: OfferListInput) {
  return trpc.offers.list.queryOptions(input);
}

/** The viewer's completed deals, newest first. */
export function dealListQueryOptions(trpc: Trpc) {
  return trpc.deals.list.queryOptions();
}

/**
 * What a swap may name: the buyer's listings for sale, from the public seller listings (active
 * only). A member has at most a few dozen, so one page of the largest size holds them.
 */
export function swapListingsQueryOptions(trpc: Trpc, buyerId: number) {
  return trpc.listings.list.queryOptions({ user_id: buyerId, limit: MAX_PAGE_SIZE });
}

/**
 * After an offer or deal step by either party: the offers and deals, every listing (a step
 * reserves, releases or sells one, and a swap moves the buyer's too) and the loans dashboard
 * (completing a trial ends its loan as bought).
 */
export function refreshDeals(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries(trpc.offers.pathFilter()),
    queryClient.invalidateQueries(trpc.deals.pathFilter()),
    queryClient.invalidateQueries(trpc.listings.pathFilter()),
    refreshLoans(queryClient, trpc),
  ]).then(() => undefined);
}
