import { OFFER_TEXTS } from '@mpx/shared';
import { useNow } from '../../../lib/useNow';
import { Collapsible } from '../../../ui/Collapsible';
import * as styles from '../deals.css';
import { isLive } from '../offerSteps';
import type { Offer } from '../types';
import { OfferCard } from './OfferCard';

export interface OfferListProps {
  /** Newest first. */
  offers: readonly Offer[];
  viewerId: number;
  headingLevel: 2 | 3 | 4;
}

/**
 * Offers newest first: those still in play (open, or accepted while the listing is reserved) in
 * full, the ones that closed folded under "Earlier offers (n)", so the step to take is on top.
 */
export function OfferList({ offers, viewerId, headingLevel }: OfferListProps) {
  const now = useNow();
  const live = offers.filter((offer) => isLive(offer, now));
  const earlier = offers.filter((offer) => !isLive(offer, now));
  const cards = (list: readonly Offer[]) => (
    <ul className={styles.list}>
      {list.map((offer) => (
        <li key={offer.offer_id}>
          <OfferCard offer={offer} viewerId={viewerId} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {live.length > 0 && cards(live)}
      {earlier.length > 0 && <Collapsible title={OFFER_TEXTS.earlier(earlier.length)}>{cards(earlier)}</Collapsible>}
    </>
  );
}
