import { displayName } from '@mpx/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import { addMessageToThread, refreshMessageSummaries } from '../messages/queries';
import { MESSAGING_TEXTS } from '../messages/texts';
import { threadOf } from '../messages/types';
import { applyNotification, latestNotificationsQueryOptions } from '../notifications/queries';
import type { LiveEvent } from './events';
import { isThreadInView } from './threadsInView';

export interface LiveEventContext {
  queryClient: QueryClient;
  trpc: Trpc;
  viewerId: number;
  /** Shows the snackbar. */
  announce: (text: string) => void;
}

/**
 * One event of the member's subscription (contract §10). A new message joins its thread if that
 * is loaded and refreshes the inbox; one from someone else also refreshes the unread badge and
 * shows "New message from {name}", unless its conversation is open in front of the member (that
 * page shows it and marks it read). A notification goes into the menu.
 */
export function applyLiveEvent(event: LiveEvent, { queryClient, trpc, viewerId, announce }: LiveEventContext): void {
  if (event.type === 'notification') {
    applyNotification(queryClient, trpc, event);
    return;
  }
  const { message } = event;
  const thread = threadOf(message, viewerId);
  addMessageToThread(queryClient, trpc, thread, message);
  const unseen = message.to_user_id === viewerId && !isThreadInView(thread);
  void refreshMessageSummaries(queryClient, trpc, { unread: unseen });
  if (unseen) announce(MESSAGING_TEXTS.newMessageFrom(displayName(event.from_user)));
}

/**
 * After the subscription (re)starts. `new_message` events are not replayed (contract §10), so
 * whatever they would have changed is loaded again: the badge, the inbox and the notification
 * menu always; after a reconnect, every loaded conversation too.
 */
export function refreshAfterStart(queryClient: QueryClient, trpc: Trpc, { reconnect }: { reconnect: boolean }): void {
  void refreshMessageSummaries(queryClient, trpc);
  void queryClient.invalidateQueries(latestNotificationsQueryOptions(trpc));
  if (reconnect) void queryClient.invalidateQueries(trpc.messages.conversation.pathFilter());
}
