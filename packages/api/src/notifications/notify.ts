import { notifications, type NotificationRow } from '@mpx/db';
import { PREVIEW_LENGTH, type NotificationKind } from '@mpx/shared';
import type { Deps } from '../context';
import type { WriteScope } from '../core/write';
import type { NotificationEvent } from '../events/bus';
import { toUserMini } from '../users/shapes';
import { iso } from '../time';
import type { MiniSource } from '../messages/shapes';

/** §10: a notification's text is short, at most 120 characters. */
export function cut(text: string, length = PREVIEW_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= length ? text : chars.slice(0, length).join('');
}

export function toNotificationEvent(row: NotificationRow, from: MiniSource): NotificationEvent {
  return {
    type: 'notification',
    id: row.id,
    kind: row.kind,
    read: row.read,
    message: row.message,
    from_user: toUserMini(from),
    created_at: iso(row.createdAt),
  };
}

/**
 * Stores a notification for `userId` inside the caller's write and publishes it once that write
 * commits. Messages, loans, ratings and flags all notify through here (§10's table).
 */
export function notify(deps: Deps, tx: WriteScope, notice: { userId: number; kind: NotificationKind; message: string; from: MiniSource }): NotificationEvent {
  const row = deps.db
    .insert(notifications)
    .values({ userId: notice.userId, kind: notice.kind, message: cut(notice.message), fromUserId: notice.from.id, createdAt: deps.now() })
    .returning()
    .get();
  const event = toNotificationEvent(row, notice.from);
  tx.afterCommit(() => deps.events.publish(notice.userId, event));
  return event;
}
