import { DEAL_TEXTS, offerTerms } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import type { Listing } from '../../../entities/listing/types';
import { useViewer } from '../../../entities/user/viewer';
import { useTRPC } from '../../../trpc';
import { Text } from '../../../ui/Text';
import { displayName } from '../../../lib/displayName';
import * as styles from '../deals.css';
import { counterpart, reservationSteps } from '../offerSteps';
import { offerListQueryOptions } from '../queries';
import type { Offer } from '../types';
import { useRefreshOnOffers } from '../useRefreshOnOffers';
import { ReservationActions } from './ReservationActions';

/**
 * A reserved listing's page (issue 30), for the two parties of its accepted offer: who it is
 * reserved for and at what terms, then "Mark as completed" and "Release reservation" for the
 * seller, "I received it" for the buyer. Anyone else sees only the Reserved badge.
 */
export function ListingReservation({ listing }: { listing: Pick<Listing, 'listing_id' | 'status'> }) {
  const { viewer } = useViewer();
  if (!viewer || listing.status !== 'reserved') return null;
  return <Reservation listingId={listing.listing_id} viewerId={viewer.user_id} />;
}

function Reservation({ listingId, viewerId }: { listingId: number; viewerId: number }) {
  const trpc = useTRPC();
  // Only the parties' own offers come back, so anyone else finds none.
  const { data } = useQuery(offerListQueryOptions(trpc, { listing_id: listingId, status: 'accepted' }));
  useRefreshOnOffers();
  const offer = data?.offers[0];
  return offer ? <Accepted offer={offer} viewerId={viewerId} /> : null;
}

function Accepted({ offer, viewerId }: { offer: Offer; viewerId: number }) {
  const otherName = displayName(counterpart(offer, viewerId));
  const terms = offerTerms(offer.amount, offer.swap_listing);
  return (
    <div className={styles.reservation}>
      <Text>{offer.seller_id === viewerId ? DEAL_TEXTS.reservedFor(otherName, terms) : DEAL_TEXTS.reservedForYou(terms)}</Text>
      <div className={styles.actions}>
        <ReservationActions listing={offer.listing} steps={reservationSteps(offer, viewerId)} />
      </div>
    </div>
  );
}
