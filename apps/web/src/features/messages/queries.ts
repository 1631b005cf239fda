import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import type { Message, ThreadRef } from './types';

/** Messages per page of a conversation; older pages load as the member scrolls up. */
export const CONVERSATION_PAGE_SIZE = 50;

/** Every thread of the viewer, newest first (api §6.1). */
export function inboxQueryOptions(trpc: Trpc) {
  return trpc.messages.inbox.queryOptions({ listing_id: null });
}

/** The viewer's threads about one listing (the listing page links to an existing one). */
export function listingThreadsQueryOptions(trpc: Trpc, listingId: number) {
  return trpc.messages.inbox.queryOptions({ listing_id: listingId });
}

/** Messages to the viewer not read yet: the header badge. */
export function unreadCountQueryOptions(trpc: Trpc) {
  return trpc.messages.unreadCount.queryOptions();
}

export interface ConversationPage {
  /** Oldest first, as the server answers (api §6.2). */
  messages: Message[];
  /** A full page: older messages may exist. */
  hasOlder: boolean;
}

/**
 * One thread as an infinite query: the first page is the newest messages, each further page the
 * ones before the oldest loaded (`before` = its first message id). Refetching recomputes every
 * page's `before` from the fresh pages, so a message that arrived meanwhile leaves no gap. The
 * key sits under `messages.conversation`, so invalidating that path refreshes every open thread.
 */
export function conversationQueryOptions(trpc: Trpc, queryClient: QueryClient, thread: ThreadRef) {
  return infiniteQueryOptions({
    queryKey: [...trpc.messages.conversation.pathKey(), { input: { user_id: thread.userId, listing_id: thread.listingId }, type: 'infinite' }] as const,
    queryFn: async ({ pageParam }): Promise<ConversationPage> => {
      const input = { user_id: thread.userId, listing_id: thread.listingId, before: pageParam, limit: CONVERSATION_PAGE_SIZE };
      // Each page is fetched through the cache as an ordinary query, fresh every time.
      const messages = await queryClient.fetchQuery({ ...trpc.messages.conversation.queryOptions(input), staleTime: 0, gcTime: 0 });
      return { messages, hasOlder: messages.length >= CONVERSATION_PAGE_SIZE };
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.hasOlder ? page.messages[0]?.message_id : undefined),
  });
}

/** The loaded messages of a thread, oldest first, each once. */
export function flattenConversation(data: InfiniteData<ConversationPage> | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<number, Message>();
  for (const page of [...data.pages].reverse()) for (const message of page.messages) byId.set(message.message_id, message);
  return [...byId.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.message_id - b.message_id);
}

/**
 * Adds a message (just sent, or just received live) to its thread's cache if the thread is
 * loaded; a thread not loaded yet fetches it when opened.
 */
export function addMessageToThread(queryClient: QueryClient, trpc: Trpc, thread: ThreadRef, message: Message): void {
  const { queryKey } = conversationQueryOptions(trpc, queryClient, thread);
  queryClient.setQueryData(queryKey, (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.message_id === message.message_id))) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** After messages were sent, received or read: the inbox rows and the badge follow. */
export function refreshMessageSummaries(queryClient: QueryClient, trpc: Trpc, { unread = true } = {}): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries(trpc.messages.inbox.pathFilter()),
    unread ? queryClient.invalidateQueries(trpc.messages.unreadCount.queryFilter()) : undefined,
  ]).then(() => undefined);
}
