import { FIRST_SCREEN_IMAGES } from '@mpx/shared';
import { CardGrid } from '../../../ui/CardGrid';
import { ListingCard } from '../card/ListingCard';
import type { ViewMode } from '../filters/listingSearch';
import type { ResultsOrigin } from '../resultsOrigin';
import { useSizeReasons } from '../sizes/useSizeReasons';
import type { Listing } from '../types';
import * as styles from './browse.css';

export interface ListingGridProps {
  listings: readonly Listing[];
  view: ViewMode;
  /** The results page showing them, which each listing page offers to go back to. */
  from: ResultsOrigin;
}

/**
 * Listings as a grid of cards (2 or 4 columns by width) or as a one-column list of rows. On a
 * similar-size browse, each card says why it is like the reference. The first cards' photos load
 * at once (the server also hints them in the page, ADR 016); the rest as they near the screen.
 */
export function ListingGrid({ listings, view, from }: ListingGridProps) {
  const reasons = useSizeReasons(from.search, listings);
  const items = listings.map((listing, index) => (
    <li key={listing.listing_id}>
      <ListingCard listing={listing} variant={view} from={from} sizeReason={reasons?.get(listing.listing_id)} priority={index < FIRST_SCREEN_IMAGES} />
    </li>
  ));
  return view === 'grid' ? (
    <CardGrid data-view="grid">{items}</CardGrid>
  ) : (
    <ul className={styles.list} data-view="list">
      {items}
    </ul>
  );
}
