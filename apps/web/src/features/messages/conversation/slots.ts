import type { ReactNode } from 'react';

/** A thread about a listing, seen from the viewer. */
export interface ListingThread {
  listingId: number;
  otherUserId: number;
  viewerId: number;
}

/**
 * What other features show in a conversation. The route fills them
 * (routes/_member/messages/$userId.tsx), so messaging depends on none of them.
 */
export interface ConversationSlots {
  /** Above the composer, in a thread about a listing: the two members' offers on it. */
  aboveComposer: (thread: ListingThread) => ReactNode;
}
