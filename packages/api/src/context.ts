import type { Db, UserRow } from '@mpx/db';
import type { ApiConfig } from './config/api-config';
import type { Kept } from './core/kept';
import type { WriteScope } from './core/write-scope';
import type { EventBus } from './events/bus';
import type { Mailer } from './mail/mailer';
import type { Logger } from './logger';
import type { PhotoService } from './photos/service';
import type { RateLimiter } from './policy/rate';

/** Long-lived services, built once per process (or per test) and shared by every request. */
export interface Deps {
  db: Db;
  config: ApiConfig;
  mailer: Mailer;
  log: Logger;
  /** Listing photos: the upload pipeline and the stored files' lifecycle (disk today, S3 later). */
  photos: PhotoService;
  /** API §0.8 limits, shared by every transport (HTTP hooks and the tRPC middleware). */
  rateLimiter: RateLimiter;
  /** Live events to members' open subscriptions, published after commit (api §10). */
  events: EventBus;
  /** Milliseconds since the epoch; tests move time by replacing it. */
  now: () => number;
  /**
   * State kept between requests (caches, the browse catalog), created with the database and
   * dropped with it: no module keeps any of its own (core/kept.ts).
   */
  kept: Kept;
  /**
   * Told inside a listing write when a listing goes live or changes: the saved-search alerts,
   * wired by the server so that listings does not import searches (see `ListingWatchers`).
   */
  listingWatchers: ListingWatchers;
}

/**
 * Who is told when a listing goes live or changes (saved-search alerts today; a watchlist
 * later). Listings declares the moments and the server supplies the watchers, so listings needs
 * no import of the areas that watch it: searches reads listings' filters, and would otherwise
 * be imported back. Declared here, beside `Deps` that carries it, because platform code imports
 * no area.
 */
export interface ListingWatchers {
  /** Before an edit: the members who would be told of this listing as it stands. */
  watching(deps: Deps, tx: WriteScope, listingId: number): ReadonlySet<number>;
  /**
   * A listing just became active or was edited: tell its watchers, inside the write, except
   * those told before (`watching` read before the edit).
   */
  tell(deps: Deps, tx: WriteScope, listingId: number, toldBefore?: ReadonlySet<number>): void;
}

/** A valid session and its user, read fresh from the database. */
export interface Viewer {
  sessionId: string;
  user: UserRow;
}

export type CredentialSource = 'header' | 'cookie';

/**
 * How a call arrived. `ws` contexts live as long as the socket, so the session is re-read for
 * every call; `internal` is the server calling itself (share previews).
 */
export type Transport = 'http' | 'ws' | 'internal';

/** What the host learned about the request before any procedure ran. */
export interface RequestInfo {
  transport: Transport;
  ip: string;
  /** The request's Origin header, for the CSRF check of cookie-authenticated writes. */
  origin: string | undefined;
  /**
   * HTTP POST/PUT/PATCH/DELETE: the methods that must pass the CSRF check. Over the WebSocket a
   * mutation is the write, whatever this says.
   */
  isWrite: boolean;
  /**
   * The host already charged every call of this request to its rate group before reading the
   * body (HTTP, contract order of checks); otherwise the tRPC middleware charges each call.
   */
  rateCharged: boolean;
  credential: { token: string; source: CredentialSource } | null;
  /** The session the credential resolved to, or null for guests and invalid credentials. */
  viewer: Viewer | null;
}

/** How a procedure talks back to the transport (cookies); a no-op where there is none. */
export interface ResponseHooks {
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
}

export interface Context {
  deps: Deps;
  req: RequestInfo;
  res: ResponseHooks;
}
