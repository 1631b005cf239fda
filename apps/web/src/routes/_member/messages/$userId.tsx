import { createFileRoute } from '@tanstack/react-router';
import { ConversationOffers } from '../../../features/deals/conversation/ConversationOffers';
import { ConversationPage } from '../../../features/messages/conversation/ConversationPage';
import type { ConversationSlots } from '../../../features/messages/conversation/slots';
import { listingQueryOptions } from '../../../entities/listing/queries';
import { conversationQueryOptions } from '../../../features/messages/queries';
import { parseUserId } from '../../../features/messages/userId';

/** `?listing=<id>` picks the thread about one listing (product §2). */
export const Route = createFileRoute('/_member/messages/$userId')({
  validateSearch: (search: Record<string, unknown>): { listing?: number } => {
    const listing = Number(search.listing);
    return Number.isInteger(listing) && listing > 0 ? { listing } : {};
  },
  loaderDeps: ({ search }) => ({ listing: search.listing ?? null }),
  // Start fetching with the route; the page shows its own loading and error states.
  loader: ({ context, params, deps }) => {
    const userId = parseUserId(params.userId);
    if (userId === null || userId === context.viewer.user_id) return;
    const { queryClient, trpc } = context;
    void queryClient.prefetchQuery(trpc.profile.byId.queryOptions({ userId }));
    if (deps.listing !== null) void queryClient.prefetchQuery(listingQueryOptions(trpc, deps.listing));
    void queryClient.prefetchInfiniteQuery(conversationQueryOptions(trpc, queryClient, { userId, listingId: deps.listing }));
  },
  component: Conversation,
});

/** The offers between the two members on the thread's listing sit above the composer. */
const slots: ConversationSlots = {
  aboveComposer: (thread) => <ConversationOffers {...thread} />,
};

function Conversation() {
  return <ConversationPage slots={slots} />;
}
