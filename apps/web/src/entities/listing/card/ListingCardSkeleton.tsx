import { cx } from '../../../ui/cx';
import * as card from './card.css';
import type { CardVariant } from './ListingCard';
import * as styles from './skeleton.css';

/** A listing card's outline with grey bars where its photo, title, details and price will be. */
export function ListingCardSkeleton({ variant }: { variant: CardVariant }) {
  return (
    <div className={cx(card.card, card.variant[variant], styles.card)}>
      <div className={cx(card.media, styles.block)} />
      <div className={card.body}>
        <span className={cx(styles.bar, styles.title)} />
        <span className={cx(styles.bar, styles.short)} />
        <span className={cx(styles.bar, styles.price)} />
        <span className={cx(styles.bar, styles.line, card.description)} />
        <span className={cx(styles.bar, styles.short)} />
      </div>
    </div>
  );
}
