import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { iconButton, iconButtonSize } from '../../ui/button.css';
import { cx } from '../../ui/cx';
import { HeartIcon } from '../../ui/icons';
import { IconButton } from '../../ui/IconButton';
import { useSnackbar } from '../../ui/useSnackbar';
import { useViewer } from '../../entities/user/viewer';
import { refreshWatchlist, setWatchedInCache, watchedIdsQueryOptions } from './queries';
import { loginToWatchLabel, unwatchLabel, WATCH_UI_TEXTS, watchLabel } from './texts';
import * as styles from './watch.css';

interface WatchButtonProps {
  listing: { listing_id: number; user_id: number; brand: string; model: string };
  /** On a card's photo, or inline (the listing page). */
  placement?: 'card' | 'inline';
}

/**
 * The heart (product §18): members watch or stop watching a listing with one press (a toggle
 * button, `aria-pressed`); guests get a link to log in; the seller sees none on their own.
 */
export function WatchButton({ listing, placement = 'inline' }: WatchButtonProps) {
  const { viewer } = useViewer();
  const title = `${listing.brand} ${listing.model}`;
  const className = placement === 'card' ? styles.onCard : undefined;
  if (!viewer) {
    return (
      <Link to="/login" aria-label={loginToWatchLabel(title)} className={cx(iconButton, iconButtonSize.md, className)}>
        <HeartIcon />
      </Link>
    );
  }
  if (viewer.user_id === listing.user_id) return null;
  return <MemberWatchButton listingId={listing.listing_id} title={title} className={className} />;
}

function MemberWatchButton({ listingId, title, className }: { listingId: number; title: string; className: string | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const ids = useQuery(watchedIdsQueryOptions(trpc));
  const watched = ids.data?.listing_ids.includes(listingId) ?? false;

  const options = {
    onSettled: () => refreshWatchlist(queryClient, trpc),
    onError: (error: unknown) => {
      setWatchedInCache(queryClient, trpc, listingId, watched);
      snackbar.error(errorMessage(error, WATCH_UI_TEXTS.failed));
    },
  };
  const add = useMutation(trpc.watchlist.add.mutationOptions({ ...options, onSuccess: () => snackbar.success(WATCH_UI_TEXTS.watched) }));
  const remove = useMutation(trpc.watchlist.remove.mutationOptions({ ...options, onSuccess: () => snackbar.success(WATCH_UI_TEXTS.unwatched) }));

  const toggle = () => {
    setWatchedInCache(queryClient, trpc, listingId, !watched);
    if (watched) remove.mutate({ listing_id: listingId });
    else add.mutate({ listing_id: listingId });
  };

  return (
    <IconButton
      aria-label={watched ? unwatchLabel(title) : watchLabel(title)}
      aria-pressed={watched}
      disabled={ids.isPending || add.isPending || remove.isPending}
      icon={<HeartIcon filled={watched} />}
      className={cx(className, watched && styles.watched)}
      onClick={toggle}
    />
  );
}
