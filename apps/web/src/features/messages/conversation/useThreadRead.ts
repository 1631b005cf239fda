import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../../trpc';
import { registerOpenThread } from '../threadsInView';
import { refreshMessageSummaries } from '../queries';
import type { Message, ThreadRef } from '../types';

/**
 * While a conversation is open: the real-time channel knows it (no snackbar for its messages
 * while it is in view), and what the member can see gets marked read, on opening (product §4
 * Messages) and whenever a new message from the other member arrives while the tab is visible
 * (or once the tab becomes visible again). Each time the badge and the inbox are refreshed.
 */
export function useThreadRead(thread: ThreadRef, messages: Message[] | undefined, viewerId: number): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(
    trpc.messages.markThreadRead.mutationOptions({
      onSuccess: () => refreshMessageSummaries(queryClient, trpc),
      onError: (error) => console.error('Could not mark the conversation read:', error),
    }),
  );
  const { userId, listingId } = thread;
  /** The newest incoming message already marked read (-1: nothing marked yet, not even on opening). */
  const marked = useRef(-1);
  const loaded = messages !== undefined;
  const newestIncoming = messages?.reduce((newest, m) => (m.to_user_id === viewerId ? Math.max(newest, m.message_id) : newest), 0) ?? 0;

  useEffect(() => registerOpenThread({ userId, listingId }), [userId, listingId]);

  useEffect(() => {
    if (!loaded) return;
    const markSeen = () => {
      if (document.visibilityState !== 'visible' || newestIncoming <= marked.current) return;
      marked.current = newestIncoming;
      mutate({ user_id: userId, listing_id: listingId });
    };
    markSeen();
    document.addEventListener('visibilitychange', markSeen);
    return () => document.removeEventListener('visibilitychange', markSeen);
  }, [loaded, newestIncoming, userId, listingId, mutate]);
}
