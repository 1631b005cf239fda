import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { kmToPostcode } from '@mpx/shared/places';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * SQLite's lower() folds ASCII only. Filters with other letters ("Ü") fold through JavaScript
 * with this function instead; ASCII filters keep the native one, which is several times faster.
 */
export const UNICODE_LOWER = 'mpx_lower';

/**
 * `mpx_postcode_km(postcode, lat, lon)`: the km from a point to a postcode's point, NULL for a
 * postcode without one. The same JavaScript as the catalog and the matcher, so the three
 * readers of a distance filter agree to the last bit (ADR 018); SQLite's own trigonometry need
 * not be compiled in, and no member's point is ever stored.
 */
export const POSTCODE_KM = 'mpx_postcode_km';

/** SQL functions every connection has, registered before any statement can use them. */
function registerFunctions(sqlite: Database.Database): void {
  sqlite.function(UNICODE_LOWER, { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  sqlite.function(POSTCODE_KM, { deterministic: true }, (postcode: unknown, lat: unknown, lon: unknown) =>
    typeof postcode === 'string' && typeof lat === 'number' && typeof lon === 'number' ? kmToPostcode({ lat, lon }, postcode) : null,
  );
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
