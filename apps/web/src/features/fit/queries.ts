import type { RouterContext } from '../../lib/routerContext';
import type { Trpc } from '../../trpc';
import { viewerQueryOptions } from '../../entities/user/viewer';

/** The member's For you (api §26). */
export function forYouQueryOptions(trpc: Trpc) {
  return trpc.fit.forYou.queryOptions();
}

/**
 * For a route loader: starts For you with the page when a member is signed in (the page drawn
 * on the server has loaded the viewer first, ADR 022), so the rows arrive in the page's answers;
 * a guest is never asked, since the answer would be a 401.
 */
export function prefetchForYou({ queryClient, trpc }: Pick<RouterContext, 'queryClient' | 'trpc'>): void {
  if (queryClient.getQueryData(viewerQueryOptions(trpc).queryKey)) void queryClient.prefetchQuery(forYouQueryOptions(trpc));
}
