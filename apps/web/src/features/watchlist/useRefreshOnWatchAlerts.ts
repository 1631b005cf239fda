import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../trpc';
import { useRefreshOnNotice } from '../notifications/useRefreshOnNotice';
import { refreshWatchlist } from './queries';

/** While the Watching page shows: a new `watch` notification (a watched listing changed) reloads it. */
export function useRefreshOnWatchAlerts(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useRefreshOnNotice(
    'watch',
    useCallback(() => refreshWatchlist(queryClient, trpc), [queryClient, trpc]),
  );
}
