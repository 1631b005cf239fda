import type { Me } from '../../lib/apiTypes';
import type { RouterContext } from '../../lib/routerContext';
import { viewerQueryOptions } from '../../entities/user/viewer';

/**
 * After login, logout or a dead session: set the viewer at once (the header updates without a
 * round trip), drop cached data nobody shows (it may belong to the previous member) and refetch
 * what is on screen, since answers such as payment links differ between guests and members.
 */
export function applySession({ queryClient, trpc }: RouterContext, viewer: Me | null): void {
  const viewerKey = viewerQueryOptions(trpc).queryKey;
  queryClient.setQueryData(viewerKey, viewer);
  const isViewer = (key: readonly unknown[]) => JSON.stringify(key) === JSON.stringify(viewerKey);
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => !isViewer(q.queryKey) });
  void queryClient.invalidateQueries({ predicate: (q) => !isViewer(q.queryKey) });
}
