import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * SQLite's lower() folds ASCII only. Filters with other letters ("Ü") fold through JavaScript
 * with this function instead; ASCII filters keep the native one, which is several times faster.
 */
export const UNICODE_LOWER = 'mpx_lower';

/** SQL functions every connection has, registered before any statement can use them. */
function registerFunctions(sqlite: Database.Database): void {
  sqlite.function(UNICODE_LOWER, { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
}

/**
 * Opens the one connection the process uses. WAL lets readers run beside the writer, NORMAL sync
 * is durable across crashes in WAL mode (a power cut can lose at most the last commits, never
 * corrupt), and the busy timeout covers the operator's backup or admin CLI touching the same file.
 */
export function openDatabase(file: string): Db {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -16000');
  sqlite.pragma('temp_store = MEMORY');
  registerFunctions(sqlite);
  return drizzle(sqlite, { schema });
}
