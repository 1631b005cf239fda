import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../trpc';
import { useRefreshOnNotice } from '../notifications/useRefreshOnNotice';
import { refreshSavedSearches } from './queries';

/** While a saved-search list shows: a new `search` notification reloads it (alert counts, time of the latest). */
export function useRefreshOnSearchAlerts(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useRefreshOnNotice(
    'search',
    useCallback(() => refreshSavedSearches(queryClient, trpc), [queryClient, trpc]),
  );
}
