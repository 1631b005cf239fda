import { OFFER_TEXTS } from '@mpx/shared';
import { useId } from 'react';
import { Heading } from '../../../ui/Heading';
import { RoleOffers } from '../card/RoleOffers';
import * as styles from '../deals.css';
import { useRefreshOnOffers } from '../useRefreshOnOffers';

/**
 * "Offers received" in My Listings (issue 30): offers on the member's listings, by listing, each
 * with Accept, Counter and Decline while open, and the reservation's steps once accepted.
 */
export function ReceivedOffers() {
  const titleId = useId();
  useRefreshOnOffers();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {OFFER_TEXTS.receivedTitle}
      </Heading>
      <RoleOffers role="seller" empty={OFFER_TEXTS.noOffersReceived} headingLevel={3} />
    </section>
  );
}
