import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import type { WantedSearch } from './search';

/** The public board, as the URL's filters narrow it. */
export function wantedBoardQueryOptions(trpc: Trpc, search: WantedSearch) {
  return trpc.wanted.board.queryOptions(search);
}

/** The member's own posts, expired ones too (to renew). */
export function myWantedQueryOptions(trpc: Trpc) {
  return trpc.wanted.mine.queryOptions();
}

/** After any write: the board, the member's posts and the counts all load again. */
export function refreshWanted(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: trpc.wanted.pathKey() });
}
