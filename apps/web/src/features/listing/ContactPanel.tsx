import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { buttonStyle } from '../../ui/button.css';
import { Text } from '../../ui/Text';
import { useViewer } from '../../entities/user/viewer';
import { LISTING_PAGE_TEXTS } from '../../entities/listing/texts';
import type { Listing } from '../../entities/listing/types';
import * as styles from './detail.css';
import { PayLink } from '../../entities/listing/PayLink';

/**
 * What the viewer can do about the listing (product §2): guests are asked to log in, the owner
 * is told they cannot buy their own and gets their own actions (a reservation's steps), other
 * members get Pay and the contact actions.
 */
export function ContactPanel({ listing, actions, owner }: { listing: Listing; actions: ReactNode; owner: ReactNode }) {
  const { viewer, isLoading } = useViewer();
  if (isLoading) return null;
  if (!viewer) {
    return (
      <div className={styles.note}>
        <Text>{LISTING_PAGE_TEXTS.guestNote}</Text>
        <Link to="/login" className={buttonStyle({ variant: 'secondary' })}>
          Log in
        </Link>
      </div>
    );
  }
  if (viewer.user_id === listing.user_id) {
    return (
      <div className={styles.actions}>
        <Alert variant="info">{LISTING_PAGE_TEXTS.ownerNote}</Alert>
        {owner}
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {/* A sold, paused or loaned mouthpiece cannot be bought now. */}
      {listing.status === 'active' && <PayLink listing={listing} />}
      {actions}
    </div>
  );
}
