import type { ListingWatchers } from '../context';
import { alertMatchingSearches, membersMatching } from './match';

/**
 * Saved-search alerts as listing writes' watchers, which the server wires into `Deps`: before a
 * change, the members the listing already matched (none before a create, or while it is not
 * active); after it, an alert to each member it matches now and did not before.
 */
export const savedSearchWatchers: ListingWatchers = {
  beforeChange(deps, tx, listingId) {
    const matchedBefore = listingId === null ? new Set<number>() : membersMatching(deps, tx, listingId);
    return (id) => void alertMatchingSearches(deps, tx, id, matchedBefore);
  },
};
