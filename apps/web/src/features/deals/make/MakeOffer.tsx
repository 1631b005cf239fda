import { OFFER_TEXTS } from '@mpx/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '../../../entities/listing/price';
import type { Listing } from '../../../entities/listing/types';
import { useViewer } from '../../../entities/user/viewer';
import { useTRPC } from '../../../trpc';
import { Button } from '../../../ui/Button';
import { useSnackbar } from '../../../ui/useSnackbar';
import { loanDashboardQueryOptions } from '../../loans/queries';
import type { LoanDashboard } from '../../loans/types';
import { itemOf } from '../offerSteps';
import { refreshDeals } from '../queries';
import { OfferTermsDialog } from '../terms/OfferTermsDialog';

export type MakeOfferListing = Pick<Listing, 'listing_id' | 'user_id' | 'brand' | 'model' | 'price' | 'status'>;

/**
 * "Make an offer" beside "Message Seller" (issue 30), for signed-in members who do not own the
 * listing: while it is for sale, or while it is on loan to them (trial-to-buy: the offer is made
 * from their loan). Nothing for anyone else; guests get the page's own log-in note.
 */
export function MakeOffer({ listing }: { listing: MakeOfferListing }) {
  const { viewer } = useViewer();
  if (!viewer || viewer.user_id === listing.user_id) return null;
  if (listing.status === 'active') return <MakeOfferDialog listing={listing} buyerId={viewer.user_id} />;
  if (listing.status === 'loaned') return <TrialOffer listing={listing} viewerId={viewer.user_id} />;
  return null;
}

/** On loan: only to its borrower, while the loan is on (the loans dashboard's current list says). */
function TrialOffer({ listing, viewerId }: { listing: MakeOfferListing; viewerId: number }) {
  const trpc = useTRPC();
  const { data } = useQuery(loanDashboardQueryOptions(trpc));
  if (!data || !onTrialWith(data, listing.listing_id, viewerId)) return null;
  return <MakeOfferDialog listing={listing} buyerId={viewerId} />;
}

/** The viewer borrows this listing now (active or return pending). */
export function onTrialWith(dashboard: Pick<LoanDashboard, 'current'>, listingId: number, viewerId: number): boolean {
  return dashboard.current.some((loan) => loan.listing.listing_id === listingId && loan.borrower.user_id === viewerId);
}

function MakeOfferDialog({ listing, buyerId }: { listing: MakeOfferListing; buyerId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const make = useMutation(
    trpc.offers.make.mutationOptions({
      onSuccess: () => {
        void refreshDeals(queryClient, trpc);
        snackbar.success(OFFER_TEXTS.offerSent);
      },
    }),
  );
  return (
    <OfferTermsDialog
      title={OFFER_TEXTS.makeOffer}
      description={OFFER_TEXTS.offerDialog(itemOf(listing), formatPrice(listing.price))}
      trigger={
        <Button variant="secondary" fullWidth>
          {OFFER_TEXTS.makeOffer}
        </Button>
      }
      submitLabel={OFFER_TEXTS.send}
      buyerId={buyerId}
      swapLabel={OFFER_TEXTS.swapMine}
      sending={make}
      onSend={(terms, done) => make.mutate({ listing_id: listing.listing_id, ...terms }, { onSuccess: done })}
      failure={OFFER_TEXTS.offerFailed}
    />
  );
}
