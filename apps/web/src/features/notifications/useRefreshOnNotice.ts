import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../trpc';
import type { NotificationEvent } from '../messages/events';
import { latestNotificationsQueryOptions, type NotificationList } from './queries';

/** The id of the newest notification of `kind` in the menu's list, or null when it holds none. */
export function newestNoticeId(list: NotificationList, kind: NotificationEvent['kind']): number | null {
  let newest: number | null = null;
  for (const notification of list.notifications) {
    if (notification.kind === kind && (newest === null || notification.id > newest)) newest = notification.id;
  }
  return newest;
}

/**
 * While a page shows what notifications of `kind` are about (saved searches, the watchlist): a
 * new one (live over the real-time channel, which puts it in the bell's list) means the page's
 * data changed, so `refresh` loads it again. Reads the bell's own query: no extra fetch.
 */
export function useRefreshOnNotice(kind: NotificationEvent['kind'], refresh: () => Promise<void>): void {
  const trpc = useTRPC();
  const { data: newest } = useQuery({ ...latestNotificationsQueryOptions(trpc), select: (list) => newestNoticeId(list, kind) });
  // undefined until the list first loads: what it holds then is what the page shows.
  const seen = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (newest === undefined) return;
    if (seen.current !== undefined && newest !== null && newest !== seen.current) void refresh();
    seen.current = newest;
  }, [newest, refresh]);
}
