import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTRPC } from '../../../trpc';
import { Button } from '../../../ui/Button';
import type { Listing } from '../../../entities/listing/types';
import { useViewer } from '../../../entities/user/viewer';
import { MessageDialog } from '../compose/MessageDialog';
import { listingThreadsQueryOptions } from '../queries';
import { MESSAGING_TEXTS } from '../texts';
import * as styles from './seller.css';

export type MessageSellerListing = Pick<Listing, 'listing_id' | 'user_id' | 'user' | 'brand' | 'model'>;

/**
 * "Message Seller" on a listing (product §2), for signed-in members who do not own it: the
 * message dialog in the listing's thread, failures as the snackbar "Failed to send message."
 * (product §8). Once the thread exists, a link opens the conversation.
 */
export function MessageSeller({ listing }: { listing: MessageSellerListing }) {
  const { viewer } = useViewer();
  if (!viewer || viewer.user_id === listing.user_id) return null;
  return <MessageSellerDialog listing={listing} />;
}

function MessageSellerDialog({ listing }: { listing: MessageSellerListing }) {
  const trpc = useTRPC();
  const threads = useQuery(listingThreadsQueryOptions(trpc, listing.listing_id));
  const hasThread = threads.data?.some((t) => t.conversation_id === listing.user_id) ?? false;

  return (
    <div className={styles.group}>
      <MessageDialog
        to={listing.user}
        listing={listing}
        trigger={
          <Button variant="secondary" fullWidth>
            {MESSAGING_TEXTS.messageSeller}
          </Button>
        }
      />
      {hasThread && (
        <Link to="/messages/$userId" params={{ userId: String(listing.user_id) }} search={{ listing: listing.listing_id }} className={styles.link}>
          {MESSAGING_TEXTS.openConversation}
        </Link>
      )}
    </div>
  );
}
