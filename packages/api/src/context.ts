import type { Db } from '@mpx/db';
import type { ApiConfig } from './config/api-config';
import type { Mailer } from './mail/mailer';
import type { Logger } from './logger';
import type { PhotoService } from './photos/service';
import type { Viewer } from './auth/sessions';

/** Long-lived services, built once per process (or per test) and shared by every request. */
export interface Deps {
  db: Db;
  config: ApiConfig;
  mailer: Mailer;
  log: Logger;
  /** Listing photos: the upload pipeline and the stored files' lifecycle (disk today, S3 later). */
  photos: PhotoService;
  /** Milliseconds since the epoch; tests move time by replacing it. */
  now: () => number;
}

export type CredentialSource = 'header' | 'cookie';

/** What the host learned about the request before any procedure ran. */
export interface RequestInfo {
  ip: string;
  /** The request's Origin header, for the CSRF check of cookie-authenticated writes. */
  origin: string | undefined;
  /** POST/PUT/PATCH/DELETE: the methods that must pass the CSRF check. */
  isWrite: boolean;
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
