import { OFFER_TEXTS } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { OfferList } from '../card/OfferList';
import * as styles from '../deals.css';
import { counterpartOf } from '../offerSteps';
import { offerListQueryOptions } from '../queries';
import { useRefreshOnOffers } from '../useRefreshOnOffers';

export interface ConversationOffersProps {
  listingId: number;
  otherUserId: number;
  viewerId: number;
}

/**
 * The offers between the two members on the conversation's listing (issue 30), pinned above the
 * composer: the one in play with its actions, earlier ones folded. Each step also posts its line
 * in the thread, so the history reads there in order. Nothing when they have made none.
 */
export function ConversationOffers({ listingId, otherUserId, viewerId }: ConversationOffersProps) {
  const trpc = useTRPC();
  const { data } = useQuery(offerListQueryOptions(trpc, { listing_id: listingId }));
  useRefreshOnOffers();
  // The viewer's offers on this listing with anyone: only this conversation's pair shows here.
  const offers = (data?.offers ?? []).filter((offer) => counterpartOf(offer, viewerId) === otherUserId);
  if (offers.length === 0) return null;
  return (
    <section className={styles.pinned} aria-label={OFFER_TEXTS.conversationTitle}>
      <OfferList offers={offers} viewerId={viewerId} headingLevel={2} />
    </section>
  );
}
