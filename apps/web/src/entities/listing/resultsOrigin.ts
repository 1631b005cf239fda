import { isOneOf, isRecord } from '@mpx/shared';
import type { BrowseRoute } from './useSearchActions';
import { parseBrowseSearch, parseHomeSearch, type ListingSearch } from './listingSearch';

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * Set by a listing card's link on a results page: the results "Back to results" returns to.
     * History state outlives the app version that wrote it, so it is read as unknown and checked.
     */
    listingResults?: unknown;
  }
}

/** A results page a listing was opened from: which browse page, with which filters, sort and page. */
export interface ResultsOrigin {
  path: BrowseRoute;
  search: ListingSearch;
}

const BROWSE_ROUTES = ['/', '/listings'] as const satisfies readonly BrowseRoute[];

/** The history state a card's link leaves on the listing page it opens. */
export function resultsState(origin: ResultsOrigin) {
  return { listingResults: origin };
}

/** The results page in a listing page's history state, checked; null when it was opened some other way. */
export function readResultsOrigin(saved: unknown): ResultsOrigin | null {
  if (!isRecord(saved) || !isRecord(saved.search)) return null;
  const path = saved.path;
  if (typeof path !== 'string' || !isOneOf(BROWSE_ROUTES, path)) return null;
  return { path, search: path === '/' ? parseHomeSearch(saved.search) : parseBrowseSearch(saved.search) };
}
