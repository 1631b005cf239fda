import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../trpc';
import { latestNotificationsQueryOptions, type NotificationList } from '../notifications/queries';
import { refreshSavedSearches } from './queries';

/** The id of the newest `search` notification in the menu's list, or null when it holds none. */
export function newestSearchAlertId(list: NotificationList): number | null {
  let newest: number | null = null;
  for (const notification of list.notifications) {
    if (notification.kind === 'search' && (newest === null || notification.id > newest)) newest = notification.id;
  }
  return newest;
}

/**
 * While a saved-search list shows: a new `search` notification (live over the real-time channel,
 * which puts it in the bell's list) means one of the searches has a new alert, so the list
 * (alert counts, time of the latest) is loaded again. Reads the bell's own query: no extra fetch.
 */
export function useRefreshOnSearchAlerts(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: newest } = useQuery({ ...latestNotificationsQueryOptions(trpc), select: newestSearchAlertId });
  // undefined until the list first loads: what it holds then is what the saved searches show.
  const seen = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (newest === undefined) return;
    if (seen.current !== undefined && newest !== null && newest !== seen.current) void refreshSavedSearches(queryClient, trpc);
    seen.current = newest;
  }, [newest, queryClient, trpc]);
}
