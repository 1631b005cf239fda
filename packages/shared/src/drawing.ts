/**
 * Pages drawn on the server (ADR 022): the host hands a page request to the web app's drawing
 * worker (`@mpx/web/draw-worker`, on a thread of its own), which runs the app's own router and
 * queries and answers the finished page. Every query it makes comes back to the host as a call,
 * answered by the same procedures as the request's caller. These are the messages between them.
 */

/** A page to draw, as the host's worker pool sends it. */
export interface DrawTask {
  /** The page's path and query string, as requested. */
  url: string;
  /** When the page is drawn (ms): what "today" and relative times are read at. */
  now: number;
  /** The postcode a guest last typed as "Near" (its cookie), when a browse can measure from it. */
  rememberedNear: string | undefined;
  /** The site's address (PUBLIC_URL): the page's link-preview tags name it. */
  publicUrl: string;
  /** The browser build the page is made of (its index.html and manifest). */
  webDist: string;
  /** The encoding the client accepts best, to compress the page in once, off the host's thread. */
  encoding: 'br' | 'gzip' | undefined;
  /** The worker's end of the call channel (a `MessagePort`, transferred with the task). */
  port: unknown;
}

/** One query the drawing app makes, sent to the host. */
export interface DrawCall {
  id: number;
  /** The procedure's path, `listings.byId`. */
  path: string;
  input: unknown;
}

/**
 * The host's answer to a call: the procedure's data as the JSON text tRPC over HTTP would send
 * (the worker parses it off the host's thread), or its error as tRPC shapes it.
 */
export type DrawCallAnswer = { id: number; json: string } | { id: number; error: { message: string; code: string; httpStatus: number } };

/**
 * What a drawing gives back: the whole page. `drawn`: the app's markup in it. `unsettled`: the
 * route did not settle (a guard redirected, a query failed), so the page is the shell with
 * whatever answers the app did get, for the browser to draw.
 */
export interface DrawResult {
  outcome: 'drawn' | 'unsettled';
  status: number;
  /** The page's HTML as UTF-8: what is sent and kept, byte for byte. */
  html: Uint8Array;
  /** The page in the task's encoding, when it asked for one. */
  encoded: Uint8Array | undefined;
  /** Why a page was not drawn, for the host's log. */
  reason: string | undefined;
}

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
