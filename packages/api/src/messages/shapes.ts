import type { MessageRow, UserRow } from '@mpx/db';
import { iso } from '../time';
import { toUserMini } from '../users/shapes';

export type UserMini = ReturnType<typeof toUserMini>;
export type MiniSource = Pick<UserRow, 'id' | 'name' | 'nickname'>;

/** §12 Message. */
export interface MessageShape {
  message_id: number;
  from_user_id: number;
  to_user_id: number;
  content: string;
  listing_id: number | null;
  timestamp: string;
  read: boolean;
  from_user: UserMini;
  to_user: UserMini;
}

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
