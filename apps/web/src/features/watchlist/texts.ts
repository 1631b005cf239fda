import { formatPrice } from '@mpx/shared';

/** Texts of the watchlist that only the web app shows (product §18); the server's arrive with its answers. */
export const WATCH_UI_TEXTS = {
  title: 'Watching',
  intro: 'Listings you watch. We tell you when one drops its price, sells, pauses, comes back or is deleted: a notification at once and a daily email.',
  loading: 'Loading your watchlist...',
  loadFailed: 'Failed to load your watchlist.',
  empty: 'You are not watching any listings yet. Choose the heart on a listing to watch it.',
  browse: 'Browse listings',
  listLabel: 'Listings you watch',
  watched: 'Added to your watchlist.',
  unwatched: 'Removed from your watchlist.',
  failed: 'Failed to update your watchlist.',
  stop: 'Stop watching',
  deleted: 'This listing was deleted by its seller.',
  deletedBadge: 'Deleted',
} as const;

export const watchLabel = (title: string) => `Watch ${title}`;
export const unwatchLabel = (title: string) => `Stop watching ${title}`;
export const loginToWatchLabel = (title: string) => `Log in to watch ${title}`;

/** The seller's line on their own listing. */
export function watcherCountText(n: number): string {
  return n === 1 ? '1 member is watching this listing.' : `${n} members are watching this listing.`;
}

/** "Watched at $120 · now $100" on the Watching page. */
export function priceWhenWatchedText(then: number, now: number | null): string {
  const watched = `Watched at ${formatPrice(then)}`;
  return now === null || now === then ? watched : `${watched} · now ${formatPrice(now)}`;
}
