import { parseListingId } from '@mpx/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ListingDetailPage } from '../../features/listings/detail/ListingDetailPage';
import { listingPreview } from '../../features/listings/detail/listingPreview';
import { listingQueryOptions, similarListingsQueryOptions } from '../../features/listings/queries';
import { loaderNear } from '../../features/places/near';
import { listingPriceGuideQueryOptions } from '../../features/prices/queries';
import { userRatingsQueryOptions } from '../../features/ratings/queries';

export const Route = createFileRoute('/listings/$id')({
  // The listing, measured from the viewer's postcode when there is one (the page's one read of
  // it), its similar sizes, and once the listing is known, its seller's ratings and its size's
  // price guide. Where the page is drawn on the server its head needs the listing, so the loader
  // waits for it there; in the browser the page shows its own loading state instead.
  loader: ({ context, params }) => {
    const id = parseListingId(params.id);
    // No listing can have this id: the page says so, and a page drawn on the server answers 404.
    if (id === null) {
      if (context.server) throw notFound();
      return null;
    }
    const { queryClient, trpc } = context;
    void queryClient.prefetchQuery(similarListingsQueryOptions(trpc, id));
    const listing = queryClient.fetchQuery(listingQueryOptions(trpc, id, loaderNear(context))).then(
      (found) => {
        void queryClient.prefetchQuery(userRatingsQueryOptions(trpc, found.user_id));
        void queryClient.prefetchQuery(listingPriceGuideQueryOptions(trpc, found));
        return found;
      },
      // The page shows why (not found, or the API's own text).
      () => null,
    );
    return context.server ? listing : null;
  },
  head: ({ loaderData }) => (loaderData ? { meta: listingPreview(loaderData) } : {}),
  component: ListingDetailPage,
});
