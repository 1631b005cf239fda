import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../../features/messages/inbox/InboxPage';
import { inboxQueryOptions } from '../../../features/messages/queries';

export const Route = createFileRoute('/_member/messages/')({
  // Start fetching with the route; the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(inboxQueryOptions(context.trpc));
  },
  component: InboxPage,
});
