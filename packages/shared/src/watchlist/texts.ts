import { formatPrice } from '../money';

/** The watchlist's texts, shared by the web app and the API (api §21, product §18). */
export const WATCH_TEXTS = {
  listingRequired: 'Listing ID is required.',
  notFound: 'Listing not found.',
  ownListing: 'You cannot watch your own listing.',
  notWatching: 'You are not watching this listing.',
  removed: 'Listing removed from your watchlist.',
  notOwner: 'Not authorized.',
} as const;

/** What can happen to a watched listing that its watchers are told of (api §21.6). */
export const WATCH_EVENTS = ['price_drop', 'sold', 'paused', 'active', 'deleted', 'reserved'] as const;
export type WatchEvent = (typeof WATCH_EVENTS)[number];

/** At most one watchlist digest email per member per this window. */
export const WATCH_DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface WatchAlert {
  event: WatchEvent;
  brand: string;
  model: string;
  /** Only for `price_drop`: the price before and after, in cents. */
  oldPriceCents?: number | null;
  newPriceCents?: number | null;
}

const cents = (value: number | null | undefined) => formatPrice((value ?? 0) / 100);

/** The `watch` notification and the digest's line: what happened to which listing. */
export function watchAlertText(alert: WatchAlert): string {
  const name = `${alert.brand} ${alert.model}`;
  switch (alert.event) {
    case 'price_drop':
      return `Price drop on ${name}: ${cents(alert.oldPriceCents)} → ${cents(alert.newPriceCents)}`;
    case 'sold':
      return `Sold: ${name}`;
    case 'paused':
      return `Paused by the seller: ${name}`;
    case 'active':
      return `Back on sale: ${name}`;
    case 'deleted':
      return `No longer listed: ${name}`;
    case 'reserved':
      return `Reserved for a buyer: ${name}`;
  }
}
