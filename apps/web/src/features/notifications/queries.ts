import { NOTIFICATION_LIST_LENGTH } from '@mpx/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import type { NotificationEvent } from '../messages/events';

/** The menu's list: the 10 newest notifications and how many of all are unread. */
export function latestNotificationsQueryOptions(trpc: Trpc) {
  return trpc.notifications.latest.queryOptions();
}

export interface NotificationList {
  notifications: NotificationEvent[];
  unread: number;
}

/** `list` with `event` added or replaced, newest first, keeping the 10 newest (product §7). */
export function withNotification(list: NotificationList, event: NotificationEvent): NotificationList {
  const known = list.notifications.find((n) => n.id === event.id);
  const others = list.notifications.filter((n) => n.id !== event.id);
  const notifications = [...others, event].sort((a, b) => b.id - a.id).slice(0, NOTIFICATION_LIST_LENGTH);
  const wasUnread = known ? !known.read : false;
  const unread = Math.max(0, list.unread + (event.read ? 0 : 1) - (wasUnread ? 1 : 0));
  return { notifications, unread };
}

/** A live notification: into the menu at once when it is loaded, else the menu loads it later. */
export function applyNotification(queryClient: QueryClient, trpc: Trpc, event: NotificationEvent): void {
  const { queryKey } = latestNotificationsQueryOptions(trpc);
  if (queryClient.getQueryData(queryKey)) queryClient.setQueryData(queryKey, (list) => (list ? withNotification(list, event) : list));
  else void queryClient.invalidateQueries({ queryKey });
}

/** After marking notifications read on the server. */
export function markReadInCache(queryClient: QueryClient, trpc: Trpc, id: number | 'all'): void {
  queryClient.setQueryData(latestNotificationsQueryOptions(trpc).queryKey, (list) => {
    if (!list) return list;
    if (id === 'all') return { notifications: list.notifications.map((n) => ({ ...n, read: true })), unread: 0 };
    const target = list.notifications.find((n) => n.id === id);
    if (!target || target.read) return list;
    return { notifications: list.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)), unread: Math.max(0, list.unread - 1) };
  });
}
