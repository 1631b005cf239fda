import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { useViewer } from '../../entities/user/viewer';
import { watcherCountText } from './texts';
import * as styles from './watch.css';

/** On the seller's own listing: how many members watch it (never who). */
export function WatcherCount({ listing }: { listing: { listing_id: number; user_id: number } }) {
  const { viewer } = useViewer();
  if (viewer?.user_id !== listing.user_id) return null;
  return <OwnWatcherCount listingId={listing.listing_id} />;
}

function OwnWatcherCount({ listingId }: { listingId: number }) {
  const trpc = useTRPC();
  const count = useQuery(trpc.watchlist.watchers.queryOptions({ listing_id: listingId }));
  if (!count.data) return null;
  return (
    <p className={styles.watcherCount} data-testid="watcher-count">
      {watcherCountText(count.data.watchers)}
    </p>
  );
}
