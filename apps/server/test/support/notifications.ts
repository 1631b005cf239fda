import { notifications } from '@mpx/db';
import type { NotificationKind } from '@mpx/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** The stored notifications of one kind a member received, oldest first. */
export function notificationsOf(t: TestApp, userId: number, kind: NotificationKind) {
  return t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id))
    .all();
}
