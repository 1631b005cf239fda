import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import type { SavedSearch } from './types';

/** The member's saved searches, oldest first as the server lists them. */
export function savedSearchesQueryOptions(trpc: Trpc) {
  return trpc.searches.list.queryOptions();
}

/** After any write to saved searches, or a new alert: load the list again. */
export function refreshSavedSearches(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedSearchesQueryOptions(trpc).queryKey });
}

/** Changes one saved search in the loaded list at once (the switch answers before the server). */
export function patchSavedSearch(queryClient: QueryClient, trpc: Trpc, id: number, patch: Partial<SavedSearch>): void {
  queryClient.setQueryData(savedSearchesQueryOptions(trpc).queryKey, (list) =>
    list ? { ...list, searches: list.searches.map((s) => (s.saved_search_id === id ? { ...s, ...patch } : s)) } : list,
  );
}

/** Adds a search just saved to the loaded list, so the browse page shows it saved at once. */
export function addSavedSearch(queryClient: QueryClient, trpc: Trpc, search: SavedSearch): void {
  queryClient.setQueryData(savedSearchesQueryOptions(trpc).queryKey, (list) =>
    list && !list.searches.some((s) => s.saved_search_id === search.saved_search_id) ? { ...list, searches: [...list.searches, search] } : list,
  );
}

/** Drops a deleted search from the loaded list. */
export function removeSavedSearch(queryClient: QueryClient, trpc: Trpc, id: number): void {
  queryClient.setQueryData(savedSearchesQueryOptions(trpc).queryKey, (list) =>
    list ? { ...list, searches: list.searches.filter((s) => s.saved_search_id !== id) } : list,
  );
}
