import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyMigrations, openDatabase } from '@mpx/db';
import {
  createMailer,
  DiskPhotoStore,
  fileTransport,
  Kept,
  MemoryEventBus,
  offerWatchers,
  PhotoService,
  composeListingWatchers,
  savedSearchWatchers,
  smtpTransport,
  UPLOADS_DIR,
  watchlistWatchers,
  type Deps,
  type Logger,
} from '@mpx/api';
import type { ServerConfig } from './config';
import { groupLimiter } from './rate-limit/group-limiter';
import { secretMask } from './secrets';
import { hostFacts } from './system/facts';
import { MAIL_LOG, recordedTransport } from './system/mail-log';
import { appVersion } from './system/version';

/**
 * Opens the data directory: the SQLite file (migrated before anything listens), the mailer and
 * the photo store. `now`, the mail transport, the photo service, the rate limiter, the event bus
 * and the listing watchers (saved-search alerts, the watchlist, then the open offers a listing
 * leaving sale closes) can be replaced by tests.
 */
export function createDeps(config: ServerConfig, log: Logger, overrides: Partial<Deps> = {}): Deps {
  mkdirSync(config.dataDir, { recursive: true });
  const db = overrides.db ?? openDatabase(join(config.dataDir, 'app.db'));
  applyMigrations(db);
  const kept = new Kept();
  const transport = recordedTransport(
    config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fileTransport(join(config.dataDir, 'mail'), config.mailFrom, log),
    kept.get(MAIL_LOG),
    secretMask(config),
  );
  const now = overrides.now ?? Date.now;
  return {
    db,
    config,
    log,
    mailer: overrides.mailer ?? createMailer(transport, log),
    photos: overrides.photos ?? new PhotoService(new DiskPhotoStore(join(config.dataDir, UPLOADS_DIR), config.publicUrl), log),
    rateLimiter: overrides.rateLimiter ?? groupLimiter(config.rateLimits, now),
    events: overrides.events ?? new MemoryEventBus(),
    now,
    kept,
    listingWatchers: overrides.listingWatchers ?? composeListingWatchers(savedSearchWatchers, watchlistWatchers, offerWatchers),
    host: overrides.host ?? hostFacts(config, kept, appVersion()),
  };
}
