/**
 * The first screen (ADR 016): the server answers a page's first queries inside the page itself,
 * so the app renders content on its first paint instead of a spinner and a second round trip.
 * Each entry is one tRPC query's answer, exactly what `/trpc/<path>?input=…` would return to the
 * same caller; the app puts it into its query cache under that query's own key.
 */

/** How many of a browse page's first cards have their photo fetched at once (the first row on most screens). */
export const FIRST_SCREEN_IMAGES = 4;

/** The `<script type="application/json">` element that carries the entries. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** The queries a first screen may answer: what the landing pages ask for before they can draw. */
export const FIRST_SCREEN_QUERIES = [
  'config.public',
  'auth.viewer',
  'notifications.latest',
  'messages.unreadCount',
  'listings.list',
  'listings.byId',
  'listings.sizeStock',
] as const;
export type FirstScreenQuery = (typeof FIRST_SCREEN_QUERIES)[number];

export interface FirstScreenEntry {
  query: FirstScreenQuery;
  /** Absent for queries without input. */
  input?: unknown;
  data: unknown;
  /** Also the first page of the infinite list this page query starts (/listings loads more on scroll). */
  firstOfPages?: true;
}
