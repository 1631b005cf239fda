import type { ListingWatchers } from '../context';
import { alertWatchers, watchedState, watchersOf } from './alerts';

/**
 * The watchlist as listing writes' watchers, which the server wires into `Deps`: before a
 * change, the listing's price and status and who watches it (read first, as an admin's delete
 * takes the watches with it); after it, each watcher is told what changed.
 */
export const watchlistWatchers: ListingWatchers = {
  beforeChange(deps, tx, listingId) {
    const before = listingId === null ? null : watchedState(deps, listingId);
    if (!before || listingId === null) return () => {};
    const watchers = watchersOf(deps, { id: listingId, sellerId: before.sellerId });
    return (id) => alertWatchers(deps, tx, id, before, watchers, watchedState(deps, id));
  },
};
