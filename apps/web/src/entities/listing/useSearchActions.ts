import type { ListingSort } from '@mpx/shared';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ListingFilters, ListingSearch, ViewMode } from './listingSearch';

/** The paths of the two browse pages. */
export type BrowseRoute = '/' | '/listings';

export interface SearchActions {
  /**
   * New filters start again at page 1; sort and view are kept. `replace` rewrites the current
   * history entry instead of adding one (a search text read as the `like` filter).
   */
  setFilters: (filters: ListingFilters, options?: { replace?: boolean }) => void;
  setSort: (sort: ListingSort) => void;
  setView: (view: ViewMode) => void;
  setPage: (page: number) => void;
  /** Where `setPage` goes, for a link to it that works before the app hydrates and in a new tab. */
  pageHref: (page: number) => string;
}

/**
 * Every change is a new history entry in the URL's search params, so a filtered view can be
 * shared or bookmarked and Back restores the previous one. The page keeps its scroll position.
 */
export function useSearchActions(route: BrowseRoute): SearchActions {
  const navigate = useNavigate();
  const router = useRouter();
  return useMemo(() => {
    const update = (next: (prev: ListingSearch) => ListingSearch, replace = false) =>
      void navigate({ to: route, search: (prev: ListingSearch) => next(prev), resetScroll: false, replace });
    const onPage = (page: number) => (prev: ListingSearch) => ({ ...prev, page: page > 1 ? page : undefined });
    return {
      setFilters: (filters, options) => update((prev) => ({ ...filters, sort: prev.sort, view: prev.view }), options?.replace),
      setSort: (sort) => update((prev) => ({ ...prev, sort: sort === 'newest' ? undefined : sort, page: undefined })),
      setView: (view) => update((prev) => ({ ...prev, view: view === 'list' ? 'list' : undefined })),
      setPage: (page) => update(onPage(page)),
      pageHref: (page) => router.buildLocation({ to: route, search: onPage(page) }).href,
    };
  }, [navigate, router, route]);
}
