import { Link } from '@tanstack/react-router';
import type { PublicUser } from '../../../lib/apiTypes';
import { displayName } from '../../../lib/displayName';
import { Card } from '../../../ui/Card';
import { PayLink } from '../../../entities/listing/PayLink';
import { formatPrice } from '../../../entities/listing/price';
import type { Listing } from '../../../entities/listing/types';
import { MESSAGING_TEXTS } from '../texts';
import { ThreadThumbnail } from '../ThreadThumbnail';
import * as styles from './conversation.css';

export interface ConversationHeaderProps {
  other: Pick<PublicUser, 'name' | 'nickname'> | undefined;
  /** The thread's listing id, or null for the general thread. */
  listingId: number | null;
  /** The listing, once loaded; undefined while loading or when it is gone. */
  listing: Listing | undefined;
  listingMissing: boolean;
  viewerId: number;
}

/**
 * The card over a conversation (product §2): the listing (photo, brand and model linking to it,
 * price) and the other member's nickname and name, with the Pay button when the listing has a
 * payment link and the viewer is not its owner.
 */
export function ConversationHeader({ other, listingId, listing, listingMissing, viewerId }: ConversationHeaderProps) {
  const otherNames = other ? <OtherMember other={other} /> : null;
  return (
    <Card as="section" aria-label="Conversation details" className={styles.headerCard}>
      <ThreadThumbnail
        size="lg"
        photo={listing?.thumbnails[0] ?? listing?.photos[0] ?? null}
        hasListing={listingId !== null}
        otherUser={other ?? { name: '?', nickname: null }}
      />
      <div className={styles.headerText}>
        {listingId === null ? (
          <p className={styles.subject}>{MESSAGING_TEXTS.generalThread}</p>
        ) : listing ? (
          <>
            <Link to="/listings/$id" params={{ id: String(listing.listing_id) }} className={styles.listingLink} dir="auto">
              {listing.brand} {listing.model}
            </Link>
            <p className={styles.price}>{formatPrice(listing.price)}</p>
          </>
        ) : (
          listingMissing && <p className={styles.muted}>{MESSAGING_TEXTS.listingGone}</p>
        )}
        {otherNames}
      </div>
      {listing && listing.paypal_link_effective && listing.user_id !== viewerId && (
        <div className={styles.pay}>
          <PayLink listing={listing} />
        </div>
      )}
    </Card>
  );
}

/** "With Tromba (Sam Lee)", or just the name when there is no nickname. */
function OtherMember({ other }: { other: Pick<PublicUser, 'name' | 'nickname'> }) {
  const shown = displayName(other);
  return (
    <p className={styles.muted} dir="auto">
      With <strong>{shown}</strong>
      {shown !== other.name && <> ({other.name})</>}
    </p>
  );
}
