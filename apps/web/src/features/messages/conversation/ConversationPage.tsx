import { MESSAGE_TEXTS } from '@mpx/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Me } from '../../../lib/apiTypes';
import { displayName } from '../../../lib/displayName';
import { errorCode } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { Page } from '../../../entities/site/Page';
import { listingQueryOptions } from '../../../entities/listing/queries';
import { addMessageToThread, conversationQueryOptions, flattenConversation, refreshMessageSummaries } from '../queries';
import { MESSAGING_TEXTS } from '../texts';
import type { ThreadRef } from '../types';
import { parseUserId } from '../userId';
import { ConversationHeader } from './ConversationHeader';
import * as styles from './conversation.css';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import type { ConversationSlots } from './slots';
import { useThreadRead } from './useThreadRead';

const route = getRouteApi('/_member/messages/$userId');

/** /messages/{userId}?listing={listingId} (product §2 Conversation); the route fills `slots`. */
export function ConversationPage({ slots }: { slots: ConversationSlots }) {
  const { userId: param } = route.useParams();
  const { listing } = route.useSearch();
  const { viewer } = route.useRouteContext();
  const userId = parseUserId(param);

  if (userId === null) return <Problem text={MESSAGE_TEXTS.userNotFound} />;
  if (userId === viewer.user_id) return <Problem text={MESSAGE_TEXTS.yourself} />;
  const thread = { userId, listingId: listing ?? null };
  // A new thread is a new page: its own scroll position, draft and read marks.
  return <Conversation key={`${thread.userId}:${thread.listingId ?? ''}`} thread={thread} viewer={viewer} slots={slots} />;
}

function Problem({ text }: { text: string }) {
  return (
    <Page title={MESSAGING_TEXTS.conversationTitle} width="prose">
      <Alert variant="error">{text}</Alert>
    </Page>
  );
}

function Conversation({ thread, viewer, slots }: { thread: ThreadRef; viewer: Me; slots: ConversationSlots }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const other = useQuery(trpc.profile.byId.queryOptions({ userId: thread.userId }));
  const listing = useQuery({ ...listingQueryOptions(trpc, thread.listingId ?? 0), enabled: thread.listingId !== null });
  const conversation = useInfiniteQuery(conversationQueryOptions(trpc, queryClient, thread));
  const messages = conversation.data ? flattenConversation(conversation.data) : undefined;
  useThreadRead(thread, messages, viewer.user_id);

  const send = useMutation(
    trpc.messages.send.mutationOptions({
      onSuccess: (message) => {
        addMessageToThread(queryClient, trpc, thread, message);
        void refreshMessageSummaries(queryClient, trpc, { unread: false });
      },
      // Product §8: on this page a failed send is only logged; the composer keeps the draft.
      onError: (error) => console.error('Failed to send message:', error),
    }),
  );

  if (errorCode(other.error) === 'NOT_FOUND') return <Problem text={MESSAGE_TEXTS.userNotFound} />;
  const title = other.data ? `Conversation with ${displayName(other.data)}` : MESSAGING_TEXTS.conversationTitle;

  return (
    <Page title={title} width="prose">
      <div className={styles.page}>
        <ConversationHeader
          other={other.data}
          listingId={thread.listingId}
          listing={listing.data}
          listingMissing={errorCode(listing.error) === 'NOT_FOUND'}
          viewerId={viewer.user_id}
        />
        {messages ? (
          <MessageList
            messages={messages}
            viewerId={viewer.user_id}
            hasOlder={conversation.hasNextPage}
            loadingOlder={conversation.isFetchingNextPage}
            onLoadOlder={() => void conversation.fetchNextPage()}
          />
        ) : conversation.isError ? (
          <Alert variant="error">{MESSAGING_TEXTS.conversationLoadFailed}</Alert>
        ) : (
          <Spinner block label="Loading messages..." />
        )}
        {thread.listingId !== null && slots.aboveComposer({ listingId: thread.listingId, otherUserId: thread.userId, viewerId: viewer.user_id })}
        <MessageComposer onSend={(content) => send.mutateAsync({ to_user_id: thread.userId, content, listing_id: thread.listingId })} />
      </div>
    </Page>
  );
}
