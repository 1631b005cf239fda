import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../trpc';
import { useRefreshOnNotice } from '../notifications/useRefreshOnNotice';
import { refreshDeals } from './queries';

/**
 * While offers show (a conversation, My Listings, the Deals page, a reserved listing): a new
 * `offer` notification means the other party took a step, so the offers and what they change
 * load again.
 */
export function useRefreshOnOffers(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useRefreshOnNotice(
    'offer',
    useCallback(() => refreshDeals(queryClient, trpc), [queryClient, trpc]),
  );
}
