import { isRecord } from '@mpx/shared';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The first screen (ADR 016, 022): the answers a page's first render asked for, put into the page
 * by the server that drew it, so the app starts from them instead of a spinner and a second round
 * trip. It is the drawing app's query cache, dehydrated: each query under its own key, exactly as
 * the app files it, whatever the route asked.
 */

/** The `<script type="application/json">` element that carries it. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** `#root`'s attribute with the time the page was drawn at (ms): the app hydrates at that time. */
export const DRAWN_AT_ATTRIBUTE = 'data-drawn-at';

/** `#root`'s attribute with the path and query string the page was drawn for. */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

/**
 * Whether `root` holds markup drawn for the page the browser is at. Back or Forward pressed
 * before the app starts moves the URL under the drawn markup; hydrating it as another page would
 * keep the old page's attributes (React mends text, not attributes), so it is drawn anew instead.
 */
export function drawnForHere(root: Element, here: Pick<Location, 'pathname' | 'search'>): boolean {
  return root.hasChildNodes() && root.getAttribute(DRAWN_FOR_ATTRIBUTE) === here.pathname + here.search;
}

/** The answers of `queryClient` that `wanted` names (by query hash), as the page carries them. */
export function dehydrateFirstScreen(queryClient: QueryClient, wanted: ReadonlySet<string>): DehydratedState {
  return dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && wanted.has(query.queryHash) });
}

/**
 * The answers the server put into the page, read once: the element is removed so a later render
 * never mistakes stale answers for fresh ones. Anything unreadable is ignored; the app then
 * fetches as it would without them.
 */
export function takeFirstScreen(doc: Document): DehydratedState | undefined {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isDehydrated(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isDehydrated(value: unknown): value is DehydratedState {
  return isRecord(value) && Array.isArray(value.queries) && value.queries.every((q) => isRecord(q) && Array.isArray(q.queryKey) && isRecord(q.state));
}

/**
 * Puts the answers into the cache before the first render. They are as fresh as the page: it was
 * drawn, or kept, for data that has not changed since (ADR 022), so they count from now.
 */
export function hydrateFirstScreen(queryClient: QueryClient, state: DehydratedState | undefined, now = Date.now()): void {
  if (!state) return;
  hydrate(queryClient, { ...state, queries: state.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })) });
}
