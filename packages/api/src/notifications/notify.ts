import type { NotificationRow } from '@mpx/db';
import { prepared } from '../core/prepared';
import { PREVIEW_LENGTH, type NotificationKind } from '@mpx/shared';
import type { Deps } from '../context';
import type { WriteScope } from '../core/write';
import type { NotificationEvent } from '../events/bus';
import { toUserMini, type MiniSource } from '../users/shapes';
import { iso } from '../time';

/** api §10: a notification's text is short, at most 120 characters. */
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

const INSERT = 'INSERT INTO notifications (user_id, kind, message, from_user_id, read, created_at) VALUES (?, ?, ?, ?, 0, ?) RETURNING id';

/**
 * Stores a notification for `userId` inside the caller's write and publishes it once that write
 * commits. Messages, loans, ratings and flags all notify through here (api §10's table).
 */
export function notify(deps: Deps, tx: WriteScope, notice: { userId: number; kind: NotificationKind; message: string; from: MiniSource }): NotificationEvent {
  // A prepared statement: a new listing can alert hundreds of saved searches in one write, and
  // building the insert through the query builder costs ~8× the insert itself.
  const message = cut(notice.message);
  const createdAt = deps.now();
  const id = prepared<number>(deps.db, INSERT).pluck().get(notice.userId, notice.kind, message, notice.from.id, createdAt);
  if (id === undefined) throw new Error('the notification insert returned no id');
  const row: NotificationRow = { id, userId: notice.userId, kind: notice.kind, message, fromUserId: notice.from.id, read: false, createdAt };
  const event = toNotificationEvent(row, notice.from);
  tx.afterCommit(() => deps.events.publish(notice.userId, event));
  return event;
}
