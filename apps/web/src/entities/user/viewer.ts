import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../../trpc';
import type { RouterContext } from '../../lib/routerContext';

export function viewerQueryOptions(trpc: Trpc) {
  return trpc.auth.viewer.queryOptions();
}

/** Loads (or reads the cached) viewer: what guards await before deciding. */
export function ensureViewer({ queryClient, trpc }: Pick<RouterContext, 'queryClient' | 'trpc'>) {
  return queryClient.ensureQueryData(viewerQueryOptions(trpc));
}

/** The signed-in member (`Me`) or null for a guest; `isLoading` until the first answer. */
export function useViewer() {
  const trpc = useTRPC();
  const query = useQuery(viewerQueryOptions(trpc));
  return { viewer: query.data ?? null, isLoading: query.isPending };
}
