import { CardGrid } from '../../../ui/CardGrid';
import { ListingCard } from '../card/ListingCard';
import type { ViewMode } from '../filters/listingSearch';
import type { ResultsOrigin } from '../resultsOrigin';
import type { Listing } from '../types';
import * as styles from './browse.css';

export interface ListingGridProps {
  listings: readonly Listing[];
  view: ViewMode;
  /** The results page showing them, which each listing page offers to go back to. */
  from: ResultsOrigin;
}

/** Listings as a grid of cards (2 or 4 columns by width) or as a one-column list of rows. */
export function ListingGrid({ listings, view, from }: ListingGridProps) {
  const items = listings.map((listing) => (
    <li key={listing.listing_id}>
      <ListingCard listing={listing} variant={view} from={from} />
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
