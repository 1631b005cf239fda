import { notifications, users } from '@mpx/db';
import { NOTIFICATION_LIST_LENGTH, MESSAGE_TEXTS } from '@mpx/shared';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Deps } from '../context';
import { write } from '../core/write';
import { notFound } from '../errors';
import type { NotificationEvent } from '../events/bus';
import { toNotificationEvent } from './notify';

function selectWithSender(deps: Deps) {
  return deps.db.select({ row: notifications, from: users }).from(notifications).innerJoin(users, eq(users.id, notifications.fromUserId));
}

/** The notification menu: the newest ten (api §10, product spec "Real-time channel"). */
export function latestNotifications(deps: Deps, userId: number): NotificationEvent[] {
  return selectWithSender(deps)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATION_LIST_LENGTH)
    .all()
    .map(({ row, from }) => toNotificationEvent(row, from));
}

/** Catch-up after a reconnect (api §10): every stored notification after `lastId`, oldest first. */
export function notificationsAfter(deps: Deps, userId: number, lastId: number): NotificationEvent[] {
  return selectWithSender(deps)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, lastId)))
    .orderBy(asc(notifications.id))
    .all()
    .map(({ row, from }) => toNotificationEvent(row, from));
}

export function unreadNotificationCount(deps: Deps, userId: number): number {
  const row = deps.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .get();
  return row?.n ?? 0;
}

/** Marks one of the caller's notifications read; someone else's is not found. Idempotent. */
export function markNotificationRead(deps: Deps, userId: number, id: number): NotificationEvent {
  return write(deps, () => {
    const found = selectWithSender(deps).where(eq(notifications.id, id)).get();
    if (!found || found.row.userId !== userId) throw notFound(MESSAGE_TEXTS.notificationNotFound);
    if (!found.row.read) deps.db.update(notifications).set({ read: true }).where(eq(notifications.id, id)).run();
    return toNotificationEvent({ ...found.row, read: true }, found.from);
  });
}

export function markAllNotificationsRead(deps: Deps, userId: number): { updated: number } {
  return write(deps, () => {
    const { changes } = deps.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .run();
    return { updated: changes };
  });
}
