import type { RouterOutputs } from '../../lib/apiTypes';

/** API §12 `Message`. */
export type Message = RouterOutputs['messages']['conversation'][number];
/** API §12 `ConversationSummary`: one row of the inbox. */
export type ConversationSummary = RouterOutputs['messages']['inbox'][number];

/**
 * A thread (api §6): the viewer and one other member, about one listing or, with
 * `listingId` null, the general thread.
 */
export interface ThreadRef {
  userId: number;
  listingId: number | null;
}

export function sameThread(a: ThreadRef, b: ThreadRef): boolean {
  return a.userId === b.userId && a.listingId === b.listingId;
}

/** The thread a message belongs to, seen from `viewerId` (sender or recipient). */
export function threadOf(message: Pick<Message, 'from_user_id' | 'to_user_id' | 'listing_id'>, viewerId: number): ThreadRef {
  return { userId: message.from_user_id === viewerId ? message.to_user_id : message.from_user_id, listingId: message.listing_id };
}
