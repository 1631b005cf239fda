import { createFileRoute } from '@tanstack/react-router';
import { savedSearchesQueryOptions } from '../../features/searches/queries';
import { SavedSearchesPage } from '../../features/searches/SavedSearchesPage';

export const Route = createFileRoute('/_member/searches')({
  // Start fetching with the route; the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(savedSearchesQueryOptions(context.trpc));
  },
  component: SavedSearchesPage,
});
