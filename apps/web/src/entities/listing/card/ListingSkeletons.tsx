import { CardGrid } from '../../../ui/CardGrid';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { CardVariant } from './ListingCard';
import { ListingCardSkeleton } from './ListingCardSkeleton';
import * as styles from './skeleton.css';

export interface ListingSkeletonsProps {
  /** The layout the listings will arrive in, so nothing jumps when they do. */
  view: CardVariant;
  /** What screen readers hear while the cards are grey ("Loading listings..."). */
  label: string;
  count?: number;
}

/** Placeholder cards in the shape of the results, while they load. */
export function ListingSkeletons({ view, label, count = view === 'grid' ? 8 : 4 }: ListingSkeletonsProps) {
  const items = Array.from({ length: count }, (_, i) => (
    <li key={i}>
      <ListingCardSkeleton variant={view} />
    </li>
  ));
  return (
    <div role="status" data-loading="listings">
      <VisuallyHidden>{label}</VisuallyHidden>
      {view === 'grid' ? (
        <CardGrid aria-hidden="true">{items}</CardGrid>
      ) : (
        <ul className={styles.list} aria-hidden="true">
          {items}
        </ul>
      )}
    </div>
  );
}
