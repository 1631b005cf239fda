import { DEAL_TEXTS, offerTerms } from '@mpx/shared';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { displayName } from '../../../lib/displayName';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { RateUser } from '../../ratings/rate/RateUser';
import { OfferStatusBadge } from '../card/OfferStatusBadge';
import * as styles from '../deals.css';
import { counterpart, itemOf } from '../offerSteps';
import type { Deal } from '../types';

/**
 * One completed deal (issue 30): the listing, the agreed terms, the other party and when, and
 * "Rate {name}" until the viewer has rated them for it (then the rating form's own note).
 */
export function DealCard({ deal, viewerId }: { deal: Deal; viewerId: number }) {
  const titleId = useId();
  const other = counterpart(deal, viewerId);
  const name = displayName(other);
  const sold = deal.seller_id === viewerId;
  const { listing } = deal;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h2 className={styles.title} id={titleId} dir="auto">
          {listing.status === 'deleted' ? (
            itemOf(listing)
          ) : (
            <Link to="/listings/$id" params={{ id: String(listing.listing_id) }}>
              {itemOf(listing)}
            </Link>
          )}
        </h2>
        <OfferStatusBadge status="completed" />
      </div>
      <p className={styles.terms}>{offerTerms(deal.amount, deal.swap_listing)}</p>
      <p dir="auto">{sold ? DEAL_TEXTS.soldTo(name) : DEAL_TEXTS.boughtFrom(name)}</p>
      <p className={styles.meta}>
        <time dateTime={deal.completed_at}>{DEAL_TEXTS.completedOn(formatDate(deal.completed_at))}</time>
      </p>
      <div className={styles.actions}>
        <RateUser
          listing={{ listing_id: deal.listing_id, user_id: other.user_id, user: other, brand: listing.brand, model: listing.model }}
          party={sold ? 'buyer' : 'seller'}
          trigger={
            <Button size="sm" variant="secondary">
              {DEAL_TEXTS.rate(name)}
            </Button>
          }
        />
      </div>
    </article>
  );
}
