import { parseListingId } from '@mpx/shared';
import { createFileRoute } from '@tanstack/react-router';
import { ListingDetailPage } from '../../features/listings/detail/ListingDetailPage';
import { listingQueryOptions } from '../../features/listings/queries';

export const Route = createFileRoute('/listings/$id')({
  loader: ({ context, params }) => {
    const id = parseListingId(params.id);
    if (id !== null) void context.queryClient.prefetchQuery(listingQueryOptions(context.trpc, id));
  },
  component: ListingDetailPage,
});
