import { StarIcon } from './icons';
import * as styles from './rating.css';

export interface RatingStarsProps {
  /** 0..5, may be fractional (an average). */
  value: number;
  /** Shown as "(n ratings)" when given. */
  count?: number;
  /** Print the value with one decimal next to the stars (the spec's display of averages). */
  showValue?: boolean;
  size?: number;
}

/** Read-only stars. Screen readers hear "Rated 4.5 out of 5" rather than five images. */
export function RatingStars({ value, count, showValue = false, size = 18 }: RatingStarsProps) {
  const rounded = Math.round(value * 10) / 10;
  const label = `Rated ${rounded.toFixed(1)} out of 5`;
  return (
    <span className={styles.root}>
      <span className={styles.stars} role="img" aria-label={label}>
        {[0, 1, 2, 3, 4].map((i) => {
          const share = Math.max(0, Math.min(1, rounded - i));
          return (
            <span key={i} className={styles.star}>
              <StarIcon size={size} />
              {share > 0 && (
                <span className={styles.fill} style={{ width: `${share * 100}%` }}>
                  <StarIcon size={size} filled />
                </span>
              )}
            </span>
          );
        })}
      </span>
      {showValue && <span className={styles.value}>{rounded.toFixed(1)}</span>}
      {count !== undefined && (
        <span className={styles.count}>
          ({count} {count === 1 ? 'rating' : 'ratings'})
        </span>
      )}
    </span>
  );
}
