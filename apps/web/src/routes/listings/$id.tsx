import { parseListingId } from '@mpx/shared';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PriceGuideSection } from '../../entities/price/PriceGuideSection';
import { MakeOffer } from '../../features/deals/make/MakeOffer';
import { ListingReservation } from '../../features/deals/reservation/ListingReservation';
import { ListingDetailPage } from '../../features/listing/ListingDetailPage';
import type { ListingDetailSlots } from '../../features/listing/slots';
import { canRequestLoan, RequestLoanButton } from '../../features/loans/request/RequestLoanButton';
import { MessageSeller } from '../../features/messages/seller/MessageSeller';
import { FlagListing } from '../../features/moderation/flag/FlagListing';
import { RateUser } from '../../features/ratings/rate/RateUser';
import { WatchButton } from '../../features/watchlist/WatchButton';
import { WatcherCount } from '../../features/watchlist/WatcherCount';
import { ListingWanters } from '../../features/wanted/ListingWanters';
import { listingPreview } from '../../features/listing/listingPreview';
import { listingQueryOptions, similarListingsQueryOptions } from '../../entities/listing/queries';
import { loaderNear } from '../../entities/place/near';
import { listingPriceGuideQueryOptions } from '../../entities/price/queries';
import { userRatingsQueryOptions } from '../../entities/user/ratingQueries';

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
  component: ListingPage,
});

/** The page composes the features that act on a listing into the listing's own page. */
const slots: ListingDetailSlots = {
  watch: (listing) => <WatchButton listing={listing} />,
  watchers: (listing) => <WatcherCount listing={listing} />,
  actions: (listing) => (
    <>
      <MessageSeller listing={listing} />
      <MakeOffer listing={listing} />
      {canRequestLoan(listing) && <RequestLoanButton listing={listing} />}
      <ListingReservation listing={listing} />
      <RateUser listing={listing} />
      <FlagListing listing={listing} />
    </>
  ),
  owner: (listing) => (
    <>
      <ListingReservation listing={listing} />
      <ListingWanters listing={listing} />
    </>
  ),
  aside: (listing) => <PriceGuideSection listing={listing} />,
};

function ListingPage() {
  return <ListingDetailPage slots={slots} />;
}
