import { createFileRoute } from '@tanstack/react-router';
import { loaderNear } from '../../entities/place/near';
import { watchlistQueryOptions } from '../../features/watchlist/queries';
import { WatchingPage } from '../../features/watchlist/WatchingPage';

export const Route = createFileRoute('/_member/watching')({
  // Start fetching with the route; the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(watchlistQueryOptions(context.trpc, loaderNear(context)));
  },
  component: WatchingPage,
});
