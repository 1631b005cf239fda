import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

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
  return drizzle(sqlite, { schema }) as Db;
}
