import type { ListingWatchers } from '../context';

/** Several watchers as one: each reads before the change and is told after it, in the order given. */
export function composeListingWatchers(...watchers: ListingWatchers[]): ListingWatchers {
  return {
    beforeChange(deps, tx, listingId) {
      const told = watchers.map((watcher) => watcher.beforeChange(deps, tx, listingId));
      return (id) => {
        for (const tell of told) tell(id);
      };
    },
  };
}

/** No watchers: for code under test that writes listings without alerting anyone. */
export const NO_LISTING_WATCHERS: ListingWatchers = { beforeChange: () => () => {} };
