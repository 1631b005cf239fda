import { watchAlertText, type WatchEvent } from '@mpx/shared';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import type { WriteScope } from '../core/write';
import { notify } from '../notifications/notify';

/** What the watchlist compares of a listing across a change. */
export interface WatchedState {
  sellerId: number;
  sellerName: string;
  sellerNickname: string | null;
  brand: string;
  model: string;
  status: string;
  priceCents: number;
}

const STATE_OF = `SELECT l.user_id AS sellerId, u.name AS sellerName, u.nickname AS sellerNickname, l.brand, l.model, l.status, l.price_cents AS priceCents
  FROM listings l CROSS JOIN users u ON u.id = l.user_id WHERE l.id = ?`;

/** Watchers with active accounts, never the seller (who cannot watch their own listing anyway). */
const WATCHERS_OF = `SELECT w.user_id FROM watches w CROSS JOIN users u ON u.id = w.user_id
  WHERE w.listing_id = ? AND w.user_id <> ? AND u.status = 'active' ORDER BY w.user_id`;

const INSERT_ALERT = `INSERT INTO watch_alerts (user_id, listing_id, event, old_price_cents, new_price_cents, created_at, emailed_at)
  VALUES (?, ?, ?, ?, ?, ?, NULL)`;

export function watchedState(deps: Deps, listingId: number): WatchedState | null {
  return prepared<WatchedState>(deps.db, STATE_OF).get(listingId) ?? null;
}

export function watchersOf(deps: Deps, listing: { id: number; sellerId: number }): number[] {
  return prepared<number>(deps.db, WATCHERS_OF).pluck().all(listing.id, listing.sellerId);
}

interface Change {
  event: WatchEvent;
  oldPriceCents: number | null;
  newPriceCents: number | null;
}

/** Status moves a watcher hears of: sold, paused, reserved, deleted, and back on sale (api §21.6). */
const STATUS_EVENTS: Partial<Record<string, WatchEvent>> = { sold: 'sold', paused: 'paused', deleted: 'deleted', reserved: 'reserved' };

/** Where a listing comes back on sale from, as its watchers hear it; a loan or an expiry comes and goes unannounced. */
const BACK_ON_SALE_FROM = new Set(['paused', 'reserved']);

/**
 * What a change did, as its watchers hear it: a status move (`active` only when it comes back
 * from `paused` or `reserved`; loans and expiry come and go unannounced) and a lower price while it is still for sale.
 * A listing that is gone (an admin's delete) was deleted.
 */
export function changesBetween(before: WatchedState, after: WatchedState | null): Change[] {
  const status = after?.status ?? 'deleted';
  const changes: Change[] = [];
  if (status !== before.status) {
    const event = status === 'active' ? (BACK_ON_SALE_FROM.has(before.status) ? 'active' : undefined) : STATUS_EVENTS[status];
    if (event) changes.push({ event, oldPriceCents: null, newPriceCents: null });
  }
  if (after && after.priceCents < before.priceCents && after.status !== 'sold' && after.status !== 'deleted') {
    changes.push({ event: 'price_drop', oldPriceCents: before.priceCents, newPriceCents: after.priceCents });
  }
  return changes;
}

/**
 * Tells each watcher of each change, inside the listing's write: a `watch` notification from the
 * seller, published after commit, and a row for the daily digest while the listing still exists.
 */
export function alertWatchers(deps: Deps, tx: WriteScope, listingId: number, before: WatchedState, watchers: readonly number[], after: WatchedState | null) {
  if (watchers.length === 0) return;
  const from = { id: before.sellerId, name: before.sellerName, nickname: before.sellerNickname };
  const now = deps.now();
  for (const change of changesBetween(before, after)) {
    const message = watchAlertText({ ...change, brand: after?.brand ?? before.brand, model: after?.model ?? before.model });
    for (const userId of watchers) {
      if (after) prepared(deps.db, INSERT_ALERT).run(userId, listingId, change.event, change.oldPriceCents, change.newPriceCents, now);
      notify(deps, tx, { userId, kind: 'watch', message, from });
    }
  }
}
