import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../../features/browse/BrowsePage';
import { parseBrowseSearch } from '../../entities/listing/listingSearch';
import { listingPagesQueryOptions } from '../../entities/listing/queries';
import { loaderNear } from '../../entities/place/near';

export const Route = createFileRoute('/listings/')({
  validateSearch: parseBrowseSearch,
  loaderDeps: ({ search: { view: _view, ...search } }) => search,
  loader: ({ context, deps }) => {
    const near = loaderNear(context);
    void context.queryClient.prefetchInfiniteQuery(listingPagesQueryOptions(context.trpc, context.queryClient, deps, near));
  },
  component: BrowsePage,
});
