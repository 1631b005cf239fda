import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/browse/HomePage';
import { parseHomeSearch } from '../entities/listing/listingSearch';
import { listingPageQueryOptions } from '../entities/listing/queries';
import { loaderNear } from '../entities/place/near';
import { prefetchForYou } from '../features/fit/queries';

export const Route = createFileRoute('/')({
  validateSearch: parseHomeSearch,
  // The view mode only changes the layout: it must not refetch.
  loaderDeps: ({ search: { view: _view, ...search } }) => search,
  // Start the fetch with the route (in parallel with the page's code); the page shows the states.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(listingPageQueryOptions(context.trpc, deps, loaderNear(context)));
    prefetchForYou(context);
  },
  component: HomePage,
});
