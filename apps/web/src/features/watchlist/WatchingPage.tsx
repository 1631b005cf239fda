import type { WatchedListing } from '@mpx/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonStyle } from '../../ui/button.css';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { useSnackbar } from '../../ui/useSnackbar';
import { Page } from '../../entities/site/Page';
import { ListingCard } from '../../entities/listing/card/ListingCard';
import { WatchButton } from './WatchButton';
import { useDefaultNear, useRefusedNearDropped } from '../../entities/place/near';
import { refreshWatchlist, watchlistQueryOptions } from './queries';
import { priceWhenWatchedText, WATCH_UI_TEXTS } from './texts';
import { useRefreshOnWatchAlerts } from './useRefreshOnWatchAlerts';
import * as styles from './watch.css';

/**
 * /watching (product §18): the listings the member watches, newest first, each as it stands now
 * with the price when first watched; a deleted one says so until removed. Live: a `watch`
 * notification loads the list again.
 */
export function WatchingPage() {
  const trpc = useTRPC();
  // Its cards say how far each listing is, as on the browse pages (product §17).
  const near = useDefaultNear();
  const query = useQuery(watchlistQueryOptions(trpc, near));
  useRefusedNearDropped(near, query.error);
  useRefreshOnWatchAlerts();

  let content;
  if (!query.data) {
    content = query.isError ? (
      <Alert variant="error">{errorMessage(query.error, WATCH_UI_TEXTS.loadFailed)}</Alert>
    ) : (
      <Spinner block label={WATCH_UI_TEXTS.loading} />
    );
  } else if (query.data.watchlist.length === 0) {
    content = (
      <div className={styles.empty}>
        <Text>{WATCH_UI_TEXTS.empty}</Text>
        <Link to="/listings" className={buttonStyle({ variant: 'secondary' })}>
          {WATCH_UI_TEXTS.browse}
        </Link>
      </div>
    );
  } else {
    content = (
      <ul className={styles.list} aria-label={WATCH_UI_TEXTS.listLabel}>
        {query.data.watchlist.map((entry) => (
          <li key={entry.listing_id} className={styles.entry}>
            <WatchedEntry entry={entry} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Page title={WATCH_UI_TEXTS.title} intro={WATCH_UI_TEXTS.intro}>
      {content}
    </Page>
  );
}

function WatchedEntry({ entry }: { entry: WatchedListing }) {
  const { listing } = entry;
  // A listing still there is its card, whose heart stops watching it; a deleted one has a button of its own.
  if (!listing) return <DeletedEntry entry={entry} />;
  return (
    <ListingCard
      listing={listing}
      variant="list"
      headingLevel={2}
      showStatus
      actions={<span data-testid="price-when-watched">{priceWhenWatchedText(entry.price_when_watched, listing.price)}</span>}
      watch={<WatchButton listing={listing} placement="card" />}
    />
  );
}

function DeletedEntry({ entry }: { entry: WatchedListing }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const remove = useMutation(
    trpc.watchlist.remove.mutationOptions({
      onSuccess: () => snackbar.success(WATCH_UI_TEXTS.unwatched),
      onError: (error) => snackbar.error(errorMessage(error, WATCH_UI_TEXTS.failed)),
      onSettled: () => refreshWatchlist(queryClient, trpc),
    }),
  );
  return (
    <Card>
      <p className={styles.entryMeta}>
        <Badge tone="neutral">{WATCH_UI_TEXTS.deletedBadge}</Badge>
        <span>{WATCH_UI_TEXTS.deleted}</span>
        <span>{priceWhenWatchedText(entry.price_when_watched, null)}</span>
      </p>
      <Button variant="secondary" size="sm" loading={remove.isPending} onClick={() => remove.mutate({ listing_id: entry.listing_id })}>
        {WATCH_UI_TEXTS.stop}
      </Button>
    </Card>
  );
}
