import { FIRST_SCREEN_ELEMENT_ID, isRecord, type FirstScreenEntry, type FirstScreenQuery } from '@mpx/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/** Each query's path key, under which tRPC files its answers. */
const PATHS: Record<FirstScreenQuery, (trpc: Trpc) => QueryKey> = {
  'config.public': (trpc) => trpc.config.public.pathKey(),
  'auth.viewer': (trpc) => trpc.auth.viewer.pathKey(),
  'notifications.latest': (trpc) => trpc.notifications.latest.pathKey(),
  'messages.unreadCount': (trpc) => trpc.messages.unreadCount.pathKey(),
  'listings.list': (trpc) => trpc.listings.list.pathKey(),
  'listings.byId': (trpc) => trpc.listings.byId.pathKey(),
  'listings.sizeStock': (trpc) => trpc.listings.sizeStock.pathKey(),
};

/**
 * The key `queryOptions(input)` gives the same query (tRPC's layout: the path, then the input and
 * the kind). The input is the server's, read from the page, so it is never trusted as a typed
 * input: at worst it makes a key nobody reads.
 */
function keyOf(trpc: Trpc, query: FirstScreenQuery, input: unknown, type: 'query' | 'infinite'): QueryKey {
  return [...PATHS[query](trpc), { ...(input === undefined ? {} : { input }), type }];
}

/**
 * The answers the server put into the page (ADR 016), read once: the element is removed so a
 * later render never mistakes stale answers for fresh ones. Anything unreadable is ignored; the
 * app then fetches as it would without them.
 */
export function takeFirstScreen(doc: Document): FirstScreenEntry[] {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return [];
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function isEntry(value: unknown): value is FirstScreenEntry {
  return isRecord(value) && typeof value.query === 'string' && Object.hasOwn(PATHS, value.query) && 'data' in value;
}

/** Puts each answer into the query cache, fresh as of now, before the first render. */
export function hydrateFirstScreen(queryClient: QueryClient, trpc: Trpc, entries: readonly FirstScreenEntry[]): void {
  for (const { query, input, data, firstOfPages } of entries) {
    queryClient.setQueryData(keyOf(trpc, query, input, 'query'), data);
    if (firstOfPages) queryClient.setQueryData(keyOf(trpc, query, input, 'infinite'), { pages: [data], pageParams: [1] });
  }
}
