import { CardGrid } from '../../ui/CardGrid';
import { ListingCard } from '../../entities/listing/card/ListingCard';
import { WatchButton } from '../watchlist/WatchButton';
import type { ViewMode } from '../../entities/listing/listingSearch';
import type { ResultsOrigin } from '../../entities/listing/resultsOrigin';
import { useSizeReasons } from '../../entities/listing/sizes/useSizeReasons';
import type { Listing } from '../../entities/listing/types';
import * as styles from './browse.css';

/** How many of a page's first cards have their photo fetched at once (the first row on most screens). */
const FIRST_ROW_PHOTOS = 4;

export interface ListingGridProps {
  listings: readonly Listing[];
  view: ViewMode;
  /** The results page showing them, which each listing page offers to go back to. */
  from: ResultsOrigin;
  /** How many of the first cards fetch their photo at once: none when other cards sit above (For you). */
  priorityPhotos?: number;
}

/**
 * Listings as a grid of cards (2 or 4 columns by width) or as a one-column list of rows. On a
 * similar-size browse, each card says why it is like the reference. The first cards' photos load
 * at once (a page drawn on the server hints them in its head, ADR 022); the rest as they near the screen.
 */
export function ListingGrid({ listings, view, from, priorityPhotos = FIRST_ROW_PHOTOS }: ListingGridProps) {
  const reasons = useSizeReasons(from.search, listings);
  const items = listings.map((listing, index) => (
    <li key={listing.listing_id}>
      <ListingCard
        listing={listing}
        variant={view}
        from={from}
        sizeReason={reasons?.get(listing.listing_id)}
        priority={index < priorityPhotos}
        watch={<WatchButton listing={listing} placement="card" />}
      />
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
