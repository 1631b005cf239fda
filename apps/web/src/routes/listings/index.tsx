import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../../features/listings/browse/BrowsePage';
import { parseBrowseSearch } from '../../features/listings/filters/listingSearch';
import { listingPagesQueryOptions } from '../../features/listings/queries';

export const Route = createFileRoute('/listings/')({
  validateSearch: parseBrowseSearch,
  loaderDeps: ({ search: { view: _view, ...search } }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchInfiniteQuery(listingPagesQueryOptions(context.trpc, context.queryClient, deps));
  },
  component: BrowsePage,
});
