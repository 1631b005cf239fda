import { OFFER_TEXTS, offerTerms } from '@mpx/shared';
import { useId } from 'react';
import { useNow } from '../../../lib/useNow';
import { fullTime, messageTime } from '../../messages/messageTime';
import { displayName } from '../../../lib/displayName';
import * as styles from '../deals.css';
import { counterpart, isOpen, offerSteps, offerTitle, reservationSteps, shownStatus } from '../offerSteps';
import type { Offer } from '../types';
import { OfferActions } from './OfferActions';
import { OfferStatusBadge } from './OfferStatusBadge';

export interface OfferCardProps {
  offer: Offer;
  viewerId: number;
  /** The card title's level in the page outline. */
  headingLevel: 2 | 3 | 4;
}

/**
 * One offer (issue 30): who made it, its terms ("$95", "$40 and a swap for Yamaha 11C4"), the
 * note, its status, when it was made and, while open, when it expires; then what the viewer may
 * do with it. The same card in a conversation, in My Listings and on the Deals page.
 */
export function OfferCard({ offer, viewerId, headingLevel }: OfferCardProps) {
  const titleId = useId();
  const now = useNow();
  const otherName = displayName(counterpart(offer, viewerId));
  const Title = `h${headingLevel}` as const;
  const acts = offerSteps(offer, viewerId, now).length > 0 || reservationSteps(offer, viewerId).length > 0;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <Title className={styles.title} id={titleId} dir="auto">
          {offerTitle(offer, viewerId, otherName)}
        </Title>
        <OfferStatusBadge status={shownStatus(offer, now)} />
      </div>
      <p className={styles.terms}>{offerTerms(offer.amount, offer.swap_listing)}</p>
      {offer.note && (
        <p className={styles.note} dir="auto">
          {offer.note}
        </p>
      )}
      <p className={styles.meta}>
        <time dateTime={offer.created_at} title={fullTime(offer.created_at)}>
          {messageTime(offer.created_at, now)}
        </time>
        {isOpen(offer, now) && (
          <>
            {' · '}
            <time dateTime={offer.expires_at} title={fullTime(offer.expires_at)}>
              {OFFER_TEXTS.expires(messageTime(offer.expires_at, now))}
            </time>
          </>
        )}
      </p>
      {acts && (
        <div className={styles.actions}>
          <OfferActions offer={offer} viewerId={viewerId} otherName={otherName} />
        </div>
      )}
    </article>
  );
}
