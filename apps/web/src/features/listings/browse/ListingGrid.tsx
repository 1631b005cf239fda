import { CardGrid } from '../../../ui/CardGrid';
import { ListingCard } from '../card/ListingCard';
import type { ViewMode } from '../filters/listingSearch';
import type { Listing } from '../types';
import * as styles from './browse.css';

/** Listings as a grid of cards (1, 2 or 4 columns by width) or as a one-column list of rows. */
export function ListingGrid({ listings, view }: { listings: readonly Listing[]; view: ViewMode }) {
  const items = listings.map((listing) => (
    <li key={listing.listing_id}>
      <ListingCard listing={listing} variant={view} />
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
