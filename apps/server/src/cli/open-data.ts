import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyMigrations, openDatabase, type Db } from '@mpx/db';
import { ConfigError, loadConfig, type ServerConfig } from '../config';

/** The same settings and database file the server uses, for one-off operator commands. */
export function openData(): { config: ServerConfig; db: Db } {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(join(config.dataDir, 'app.db'));
  applyMigrations(db);
  return { config, db };
}

export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}
