import { distanceLine, STATE_NAMES } from '@mpx/shared';
import { formatDate } from '../../lib/format';
import { timeAgo } from '../../lib/timeAgo';
import { useNow, useTimeZone } from '../../lib/useNow';
import type { Listing } from '../../entities/listing/types';
import * as styles from './detail.css';

/**
 * When the listing went up and where it is: "Listed 3 days ago in Victoria", then its place and,
 * when the page measured it from the viewer's postcode, its distance ("Box Hill VIC · about 14 km
 * away", product §17): never finer than the seller's postcode.
 */
export function ListedWhenWhere({ listing }: { listing: Listing }) {
  const now = useNow();
  const timeZone = useTimeZone();
  return (
    <p className={styles.listed}>
      Listed{' '}
      <time dateTime={listing.created_at} title={formatDate(listing.created_at, timeZone)}>
        {timeAgo(listing.created_at, now, timeZone)}
      </time>{' '}
      in {STATE_NAMES[listing.user.location_state]}
      {listing.place && <span data-testid="listing-place"> · {distanceLine(listing.place, listing.distance_km)}</span>}
    </p>
  );
}
