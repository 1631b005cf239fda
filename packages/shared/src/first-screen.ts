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

/** A page drawn on the server (ADR 020): the markup of `#root`, and the title the app gave it. */
export interface DrawnPage {
  title: string | null;
  html: string;
}

/**
 * The web app's server-side module (`apps/web/dist-ssr/render.js`): draws the page at a URL
 * from its first screen at a time, or answers null when that is not enough to draw it.
 */
export type DrawPage = (
  url: string,
  entries: readonly FirstScreenEntry[],
  at: { now: number; rememberedNear: string | undefined },
) => Promise<DrawnPage | null>;

/**
 * The cookie that keeps the postcode a guest typed as "Near" (product §17): a cookie rather than
 * local storage, so the server measures the first screen's distances from it too. Not a secret.
 */
export const NEAR_COOKIE = 'mpx_near';

/** The near cookie's postcode, if it holds one: anyone can write any cookie. */
export const nearCookiePostcode = (value: string | undefined): string | undefined => (value !== undefined && /^\d{4}$/.test(value) ? value : undefined);

/**
 * The server does not know a viewer's time zone: a page it draws says "today" and dates as in
 * Sydney, and so does the browser while hydrating it; the viewer's own zone takes over right after.
 */
export const DRAWN_TIME_ZONE = 'Australia/Sydney';

/** `#root`'s attribute with the time the page was drawn at (ms): the app hydrates at that time. */
export const DRAWN_AT_ATTRIBUTE = 'data-drawn-at';
