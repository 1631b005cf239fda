import { RatingStars } from '../../ui/RatingStars';
import { RATING_TEXTS } from './ratingTexts';
import * as styles from './ratings.css';

export interface RatingSummaryProps {
  /** A member as the contract gives them (SellerSummary, Me, PublicUser): their average and count. */
  of: { average_rating: number; rating_count: number };
  /** Also say how many ratings the average is of (seller card, profile); cards leave it out. */
  showCount?: boolean;
  size?: number;
}

/**
 * How a member's rating is shown everywhere (cards, listing page, profile): the average to one
 * decimal in stars, or "No ratings yet" when nobody has rated them, never five empty stars
 * and "0.0" (which reads as a bad rating).
 */
export function RatingSummary({ of, showCount = false, size }: RatingSummaryProps) {
  if (of.rating_count === 0) return <span className={styles.none}>{RATING_TEXTS.none}</span>;
  return <RatingStars value={of.average_rating} count={showCount ? of.rating_count : undefined} showValue size={size} />;
}
