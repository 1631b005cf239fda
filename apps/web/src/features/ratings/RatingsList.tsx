import { displayName } from '../../lib/displayName';
import { formatDate } from '../../lib/format';
import { RatingStars } from '../../ui/RatingStars';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { RATING_TEXTS } from './ratingTexts';
import * as styles from './ratings.css';
import type { Rating } from './types';

/** Ratings received by a member (own profile, seller card): stars, comment, rater and date. */
export function RatingsList({ ratings, isLoading = false }: { ratings: Rating[]; isLoading?: boolean }) {
  if (isLoading) return <Spinner label="Loading ratings..." />;
  if (ratings.length === 0) return <Text tone="muted">{RATING_TEXTS.none}.</Text>;
  return (
    <ul className={styles.list}>
      {ratings.map((rating) => (
        <li key={rating.rating_id} className={styles.item}>
          <RatingStars value={rating.stars} />
          <p className={styles.comment}>{rating.comment}</p>
          <p className={styles.meta}>
            From {displayName(rating.from_user)} · <time dateTime={rating.timestamp}>{formatDate(rating.timestamp)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
