import { STATE_NAMES } from '@mpx/shared';
import { displayName, initialOf } from '../../lib/displayName';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { PublicProfileDialog } from '../profile/public/PublicProfileDialog';
import { RatingSummary } from '../../entities/user/RatingSummary';
import type { Listing } from '../../entities/listing/types';
import * as styles from './detail.css';

/**
 * Who sells it: display name, state, the average of their ratings with the count, and their
 * public profile.
 */
export function SellerCard({ seller }: { seller: Listing['user'] }) {
  return (
    <Card as="section" aria-labelledby="seller-title">
      <Heading level={2} size="sub" id="seller-title">
        Seller
      </Heading>
      <div className={styles.seller}>
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(seller)}
        </span>
        <div className={styles.sellerText}>
          <p className={styles.sellerName}>{displayName(seller)}</p>
          <p className={styles.muted}>{STATE_NAMES[seller.location_state]}</p>
          <RatingSummary of={seller} />
        </div>
      </div>
      <div>
        <PublicProfileDialog user={seller} />
      </div>
    </Card>
  );
}
