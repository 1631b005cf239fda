import { RatingStars } from '../../ui/RatingStars';
import * as styles from './ratings.css';
import { RATINGS_PAGE_TEXTS } from './ratingTexts';

export interface RatingSummaryProps {
  /** A member as the contract gives them (SellerSummary, Me, PublicUser): their average and count. */
  of: { average_rating: number; rating_count: number };
  size?: number;
}

/**
 * How a member's rating is shown everywhere (cards, listing page, profiles), one rule: the
 * average to one decimal in stars with how many ratings it is of, or "No ratings yet" when
 * nobody has rated them, never five empty stars and "0.0" (which reads as a bad rating).
 */
export function RatingSummary({ of, size }: RatingSummaryProps) {
  if (of.rating_count === 0) return <span className={styles.none}>{RATINGS_PAGE_TEXTS.none}</span>;
  return <RatingStars value={of.average_rating} count={of.rating_count} showValue size={size} />;
}
