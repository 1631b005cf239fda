import type { ListingWatchers } from '../context';
import { alertMatchingSearches, membersMatching } from './match';

/** Saved-search alerts as the listing writes' watchers: what the server wires into `Deps`. */
export const savedSearchWatchers: ListingWatchers = {
  watching: membersMatching,
  tell: alertMatchingSearches,
};
