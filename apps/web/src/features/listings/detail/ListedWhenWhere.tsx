import { STATE_NAMES } from '@mpx/shared';
import { formatDate } from '../../../lib/format';
import { timeAgo } from '../../../lib/timeAgo';
import { useNow } from '../../../lib/useNow';
import type { Listing } from '../types';
import * as styles from './detail.css';

/**
 * When the listing went up and where it is: "Listed 3 days ago in Victoria". Where is the
 * seller's state; the contract gives listings no finer location (no postcode, no setting to show one).
 */
export function ListedWhenWhere({ listing }: { listing: Listing }) {
  const now = useNow();
  return (
    <p className={styles.listed}>
      Listed{' '}
      <time dateTime={listing.created_at} title={formatDate(listing.created_at)}>
        {timeAgo(listing.created_at, now)}
      </time>{' '}
      in {STATE_NAMES[listing.user.location_state]}
    </p>
  );
}
