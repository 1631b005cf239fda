import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../../features/listings/browse/BrowsePage';
import { parseBrowseSearch } from '../../features/listings/filters/listingSearch';
import { listingPagesQueryOptions } from '../../features/listings/queries';
import { loaderNear } from '../../features/places/near';

export const Route = createFileRoute('/listings/')({
  validateSearch: parseBrowseSearch,
  loaderDeps: ({ search: { view: _view, ...search } }) => search,
  loader: ({ context, deps }) => {
    const near = loaderNear(context);
    void context.queryClient.prefetchInfiniteQuery(listingPagesQueryOptions(context.trpc, context.queryClient, deps, near));
  },
  component: BrowsePage,
});
