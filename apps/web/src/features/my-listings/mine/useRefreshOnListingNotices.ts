import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { myListingsQueryOptions } from '../../../entities/listing/queries';
import { useTRPC } from '../../../trpc';
import { useRefreshOnNotice } from '../../notifications/useRefreshOnNotice';

/** While My Listings shows: a new `listing` notification (one expired, or expires soon) reloads the member's listings. */
export function useRefreshOnListingNotices(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useRefreshOnNotice(
    'listing',
    useCallback(() => queryClient.invalidateQueries(myListingsQueryOptions(trpc)), [queryClient, trpc]),
  );
}
