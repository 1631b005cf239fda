import { displayName } from '@mpx/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import { refreshLoans } from '../loans/queries';
import { addMessageToThread, refreshMessageSummaries } from '../messages/queries';
import { MESSAGING_TEXTS } from '../messages/texts';
import { threadOf } from '../messages/types';
import { applyNotification, latestNotificationsQueryOptions } from '../notifications/queries';
import { refreshOwnRatings } from '../../entities/user/ratingQueries';
import type { LiveEvent } from '../messages/events';
import { isThreadInView } from '../messages/threadsInView';

export interface LiveEventContext {
  queryClient: QueryClient;
  trpc: Trpc;
  viewerId: number;
  /** Shows the snackbar. */
  announce: (text: string) => void;
}

/**
 * One event of the member's subscription (api §10). A new message joins its thread if that
 * is loaded and refreshes the inbox; one from someone else also refreshes the unread badge and
 * shows "New message from {name}", unless its conversation is open in front of the member (that
 * page shows it and marks it read). A notification goes into the menu. A loan step by the other
 * party (a `loan` notification, or a message about a listing, which may be its auto message)
 * reloads the loans dashboard if it is loaded; a `rating` reloads what shows the member's average.
 */
export function applyLiveEvent(event: LiveEvent, { queryClient, trpc, viewerId, announce }: LiveEventContext): void {
  if (event.type === 'notification') {
    applyNotification(queryClient, trpc, event);
    if (event.kind === 'loan') void refreshLoans(queryClient, trpc);
    if (event.kind === 'rating') void refreshOwnRatings(queryClient, trpc, viewerId);
    return;
  }
  const { message } = event;
  if (message.listing_id !== null) void refreshLoans(queryClient, trpc);
  const thread = threadOf(message, viewerId);
  addMessageToThread(queryClient, trpc, thread, message);
  const unseen = message.to_user_id === viewerId && !isThreadInView(thread);
  void refreshMessageSummaries(queryClient, trpc, { unread: unseen });
  if (unseen) announce(MESSAGING_TEXTS.newMessageFrom(displayName(event.from_user)));
}

/**
 * After the subscription (re)starts. `new_message` events are not replayed (api §10), so
 * whatever they would have changed is loaded again: the badge, the inbox, the notification menu,
 * every loaded conversation and the loans dashboard if loaded. On the first start too: the page's first fetches race the
 * socket, and a message sent between a thread's fetch and the subscription's start would reach
 * neither.
 */
export function refreshAfterStart(queryClient: QueryClient, trpc: Trpc): void {
  void refreshMessageSummaries(queryClient, trpc);
  void queryClient.invalidateQueries(latestNotificationsQueryOptions(trpc));
  void queryClient.invalidateQueries(trpc.messages.conversation.pathFilter());
  void refreshLoans(queryClient, trpc);
}
