import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useNow } from '../../lib/useNow';
import { useTRPC } from '../../trpc';
import { DotBadge } from '../../ui/Badge';
import * as badgeStyles from '../../ui/badge.css';
import { cx } from '../../ui/cx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../../ui/DropdownMenu';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { fullTime, relativeTime } from '../messages/messageTime';
import type { NotificationEvent } from '../messages/events';
import { BellIcon } from '../../ui/icons';
import * as styles from './notifications.css';
import { latestNotificationsQueryOptions, markReadInCache } from './queries';

/** Where each kind of notification is dealt with. */
const TARGETS = {
  message: '/messages',
  loan: '/loans',
  rating: '/profile',
  flag: '/admin',
  search: '/searches',
  watch: '/watching',
  // Offers and deals (product §21); a listing's own news, its expiry (§22), is dealt with in My Listings.
  offer: '/deals',
  listing: '/my-listings',
} as const satisfies Record<NotificationEvent['kind'], string>;

export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  markAllRead: 'Mark all read',
  none: 'No notifications yet.',
} as const;

export function notificationsLabel(unread: number): string {
  return unread > 0 ? `${NOTIFICATION_TEXTS.title}, ${unread} unread` : NOTIFICATION_TEXTS.title;
}

/**
 * The bell in the header (members only, every width): the 10 newest notifications, live from
 * the real-time channel, unread ones marked. Choosing one marks it read and goes to the page it
 * is about; "Mark all read" clears the dot.
 */
export function NotificationsMenu() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useNow();
  const query = useQuery(latestNotificationsQueryOptions(trpc));
  const notifications = query.data?.notifications ?? [];
  const unread = query.data?.unread ?? 0;

  // The cache changes first so the menu answers at once; a failure reloads the truth.
  const reload = () => queryClient.invalidateQueries(latestNotificationsQueryOptions(trpc));
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions({ onError: reload }));
  const markAllRead = useMutation(trpc.notifications.markAllRead.mutationOptions({ onError: reload }));

  const open = (notification: NotificationEvent) => {
    if (!notification.read) {
      markReadInCache(queryClient, trpc, notification.id);
      markRead.mutate({ id: notification.id });
    }
    void navigate({ to: TARGETS[notification.kind] });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={styles.trigger} aria-label={notificationsLabel(unread)}>
        <BellIcon size={22} />
        {unread > 0 && <span className={cx(badgeStyles.dot, styles.triggerDot)} aria-hidden="true" />}
      </DropdownMenuTrigger>
      <DropdownMenuContent className={styles.content} aria-label={NOTIFICATION_TEXTS.title}>
        <div className={styles.heading}>
          <p className={styles.title}>{NOTIFICATION_TEXTS.title}</p>
        </div>
        {notifications.length === 0 ? (
          <p className={styles.empty}>{NOTIFICATION_TEXTS.none}</p>
        ) : (
          <>
            <DropdownMenuItem
              className={styles.markAll}
              disabled={unread === 0}
              onSelect={(event) => {
                // Stay open: the member sees the entries turn read.
                event.preventDefault();
                markReadInCache(queryClient, trpc, 'all');
                markAllRead.mutate();
              }}
            >
              {NOTIFICATION_TEXTS.markAllRead}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            {notifications.map((notification) => (
              <DropdownMenuItem key={notification.id} className={cx(styles.item, !notification.read && styles.unreadItem)} onSelect={() => open(notification)}>
                <span className={styles.dotSlot}>{!notification.read && <DotBadge label="Unread: " />}</span>
                <span className={styles.text}>
                  <span className={cx(styles.message, !notification.read && styles.unreadMessage)} dir="auto">
                    {notification.message}
                  </span>
                  <time className={styles.time} dateTime={notification.created_at} title={fullTime(notification.created_at)}>
                    <VisuallyHidden>, </VisuallyHidden>
                    {relativeTime(notification.created_at, now)}
                  </time>
                </span>
              </DropdownMenuItem>
            ))}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
