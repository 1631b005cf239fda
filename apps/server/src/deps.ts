import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyMigrations, openDatabase } from '@mpx/db';
import { createMailer, fileTransport, smtpTransport, type Deps, type Logger } from '@mpx/api';
import type { ServerConfig } from './config';

/**
 * Opens the data directory: the SQLite file (migrated before anything listens) and the mailer.
 * `now` and the mail transport can be replaced by tests.
 */
export function createDeps(config: ServerConfig, log: Logger, overrides: Partial<Deps> = {}): Deps {
  mkdirSync(config.dataDir, { recursive: true });
  const db = overrides.db ?? openDatabase(join(config.dataDir, 'app.db'));
  applyMigrations(db);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : fileTransport(join(config.dataDir, 'mail'), config.mailFrom, log);
  return {
    db,
    config,
    log,
    mailer: overrides.mailer ?? createMailer(transport, log),
    now: overrides.now ?? Date.now,
  };
}
