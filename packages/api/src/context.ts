import type { Db, UserRow } from '@mpx/db';
import type { ApiConfig } from './config/api-config';
import type { Kept } from './core/kept';
import type { WriteScope } from './core/write-scope';
import type { EventBus } from './events/bus';
import type { HostFacts } from './host';
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
   * dropped with it (core/kept.ts). Beside it, modules keep only what ADR 013 lists: identity
   * memos of immutable values (a value's JSON text, an answer already checked) and prepared
   * statements, which belong to their connection.
   */
  kept: Kept;
  /**
   * Told inside a listing write when a listing goes live or changes: saved-search alerts, the
   * watchlist and open offers (closed when the listing leaves sale), wired by the server so that
   * listings imports none of them (see `ListingWatchers`).
   */
  listingWatchers: ListingWatchers;
  /** The hosting process's own facts (the admin System tab); absent where no server hosts the API (service tests). */
  host?: HostFacts;
}

/**
 * Who is told when a listing goes live or changes: saved-search alerts and the watchlist, each a
 * `ListingWatchers`, composed by the server (core/listing-watchers.ts). Listings declares the
 * moments and the server supplies the watchers, so listings needs no import of the areas that
 * watch it: they read listings, and would otherwise be imported back. Declared here, beside
 * `Deps` that carries it, because platform code imports no area.
 */
export interface ListingWatchers {
  /**
   * Inside a listing write, before it changes the listing (`null` before a create): each watcher
   * reads what it will compare (the members a saved search matched, the watched price and
   * status). The returned function is called once the change is written, with the listing's id,
   * and tells whom the change concerns, inside the same write.
   */
  beforeChange(deps: Deps, tx: WriteScope, listingId: number | null): ListingChanged;
}

/** Called once a listing write has made its change (the listing may be gone: an admin's delete). */
export type ListingChanged = (listingId: number) => void;

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
