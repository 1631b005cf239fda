import { listingWantersText, WANTED_WEB_TEXTS as T } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { Button } from '../../ui/Button';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { Listing } from '../../entities/listing/types';
import { MessageDialog } from '../messages/compose/MessageDialog';
import { WantedCard } from './WantedCard';
import * as styles from './wanted.css';

/**
 * On the seller's own listing (product §24): "1 member wants this" and the posts it matches,
 * each with "Message" opening the conversation with that member about this listing, as
 * Message Seller does. Nothing while no one wants it.
 */
export function ListingWanters({ listing }: { listing: Pick<Listing, 'listing_id' | 'brand' | 'model'> }) {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.wanted.forListing.queryOptions({ listing_id: listing.listing_id }));
  if (!data || data.count === 0) return null;
  return (
    <section className={styles.section} aria-label={T.wantersLabel}>
      <p className={styles.summary}>{listingWantersText(data.count)}</p>
      <ul className={styles.list}>
        {data.wanted.map((post) => (
          <li key={post.wanted_id}>
            <WantedCard post={post}>
              <div className={styles.actions}>
                <MessageDialog
                  to={{ user_id: post.member.id, name: post.member.name, nickname: null }}
                  listing={listing}
                  trigger={
                    <Button size="sm" variant="secondary">
                      {T.message}
                      <VisuallyHidden>{` ${post.member.name}`}</VisuallyHidden>
                    </Button>
                  }
                />
              </div>
            </WantedCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
