import { OFFER_TEXTS } from '@mpx/shared';
import { displayName } from '../../lib/displayName';
import { formatDate } from '../../lib/format';
import { RatingStars } from '../../ui/RatingStars';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import * as styles from './ratings.css';
import { RATINGS_PAGE_TEXTS } from './ratingTexts';
import type { Rating } from './ratingTypes';

/** Ratings received by a member (profiles, listing page): stars, comment, rater, date, and "after a deal" for one tied to a deal (issue 30). */
export function RatingsList({ ratings, isLoading = false }: { ratings: Rating[]; isLoading?: boolean }) {
  if (isLoading) return <Spinner label={RATINGS_PAGE_TEXTS.loading} />;
  if (ratings.length === 0) return <Text tone="muted">{RATINGS_PAGE_TEXTS.none}.</Text>;
  return (
    <ul className={styles.list}>
      {ratings.map((rating) => (
        <li key={rating.rating_id} className={styles.item}>
          <RatingStars value={rating.stars} />
          <p className={styles.comment}>{rating.comment}</p>
          <p className={styles.meta}>
            From {displayName(rating.from_user)} · <time dateTime={rating.timestamp}>{formatDate(rating.timestamp)}</time>
            {rating.deal_id !== null && <> · {OFFER_TEXTS.afterDeal}</>}
          </p>
        </li>
      ))}
    </ul>
  );
}
