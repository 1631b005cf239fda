import { distanceLine, modifiedText, type ForYouReasonKind } from '@mpx/shared';
import type { SimilarityReason } from '@mpx/shared/sizes';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { displayName } from '../../../lib/displayName';
import { Badge } from '../../../ui/Badge';
import { cx } from '../../../ui/cx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { RatingSummary } from '../../user/RatingSummary';
import { formatPrice } from '../price';
import { resultsState, type ResultsOrigin } from '../resultsOrigin';
import { SIZE_TEXTS } from '../sizes/sizeTexts';
import type { Listing } from '../types';
import * as styles from './card.css';
import { ListingThumbnail } from './ListingThumbnail';
import { StatusBadge } from './StatusBadge';

export type CardVariant = 'grid' | 'list';

export interface ListingCardProps {
  listing: Listing;
  variant?: CardVariant;
  /** The card title's level in the page outline. */
  headingLevel?: 2 | 3;
  /** Show the status chip (own listings, where not everything is active). */
  showStatus?: boolean;
  /** A line for the owner above the controls (My Listings: when it expires). */
  note?: string | null;
  /** Controls under the card (My Listings); they sit above the card's link and stay clickable. */
  actions?: ReactNode;
  /** On the photo: the watch heart (features/watchlist), which the page passes in. */
  watch?: ReactNode;
  /** The results page the card is on, for the listing page's "Back to results". */
  from?: ResultsOrigin;
  /** Why it is like a reference mouthpiece (similar-size results). */
  sizeReason?: SizeReason;
  /** One of the first cards of a page: its photo is fetched at once, before any other. */
  priority?: boolean;
}

export interface SizeReason {
  /** The reference, for screen readers ("Bach 7C", "this listing"). */
  from: string;
  /**
   * "Yamaha sells its 11C4 as the 11C4-7C", "Same size", "0.1 mm wider, deeper cup"; null while
   * unknown (its line is kept, empty). For you's come from the server ("Rim 0.3 mm larger than your 7C").
   */
  text: string | null;
  kind: SimilarityReason['kind'] | ForYouReasonKind | null;
}

/**
 * A listing in a grid or a list. The title is the one link to /listings/{id}; it stretches over
 * the whole card, so a click anywhere opens the listing while keyboard users meet one tab stop.
 */
export function ListingCard({
  listing,
  variant = 'grid',
  headingLevel = 3,
  showStatus = false,
  note,
  actions,
  watch,
  from,
  sizeReason,
  priority = false,
}: ListingCardProps) {
  const Title = `h${headingLevel}` as const;
  const seller = listing.user;
  return (
    <article className={cx(styles.card, styles.variant[variant])}>
      <div className={styles.media}>
        <ListingThumbnail src={listing.thumbnails[0]} priority={priority} />
        {showStatus && (
          <span className={styles.status}>
            <StatusBadge status={listing.status} />
          </span>
        )}
        {watch}
      </div>
      <div className={styles.body}>
        <Title className={styles.title}>
          <Link to="/listings/$id" params={{ id: String(listing.listing_id) }} state={from && resultsState(from)} className={styles.link}>
            {listing.brand} {listing.model}
          </Link>
        </Title>
        <p className={styles.meta}>
          {listing.size && <span>Size {listing.size}</span>}
          <span>{listing.instrument_type}</span>
        </p>
        {listing.modifications.length > 0 && (
          <p className={styles.meta} data-testid="listing-modified">
            {modifiedText(listing.modifications)}
          </p>
        )}
        {sizeReason && (
          <p className={styles.sizeReason} data-size-reason={sizeReason.kind ?? ''}>
            {sizeReason.text !== null && (
              <>
                <VisuallyHidden>{SIZE_TEXTS.comparedWith(sizeReason.from)}</VisuallyHidden>
                <span>{sizeReason.text}</span>
              </>
            )}
          </p>
        )}
        <div className={styles.priceRow}>
          <span className={styles.price}>{formatPrice(listing.price)}</span>
          <Badge tone="brand">{listing.condition}</Badge>
        </div>
        <p className={styles.description}>{listing.description}</p>
        <div className={styles.seller}>
          <span>
            {displayName(seller)} · {seller.location_state}
          </span>
          <RatingSummary of={seller} size={14} />
        </div>
        {listing.place && (
          <p className={styles.meta} data-testid="listing-place">
            {distanceLine(listing.place, listing.distance_km)}
          </p>
        )}
        {note && <p className={styles.meta}>{note}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}
