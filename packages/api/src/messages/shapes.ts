import type { MessageRow } from '@mpx/db';
import type { Message } from '@mpx/shared';
import { iso } from '../time';
import { toUserMini, type MiniSource } from '../users/shapes';

/** api §12 Message, as @mpx/shared's `chatMessageOutput` checks it. */
export type MessageShape = Message;

export function toMessage(
  row: Pick<MessageRow, 'id' | 'senderId' | 'recipientId' | 'content' | 'listingId' | 'createdAt' | 'readAt'>,
  from: MiniSource,
  to: MiniSource,
): MessageShape {
  return {
    message_id: row.id,
    from_user_id: row.senderId,
    to_user_id: row.recipientId,
    content: row.content,
    listing_id: row.listingId,
    timestamp: iso(row.createdAt),
    read: row.readAt !== null,
    from_user: toUserMini(from),
    to_user: toUserMini(to),
  };
}
