import type { Db } from '@mpx/db';
import type { Statement } from 'better-sqlite3';

type Client = Db['$client'];

/** More distinct filter shapes than this are rare; past it, the least recently used is dropped. */
const MAX_STATEMENTS = 256;

const perConnection = new WeakMap<Client, Map<string, Statement>>();

/**
 * A prepared statement for this SQL on this connection, prepared once. Browse builds its SQL from
 * the filters present, so there are a few dozen shapes; preparing costs more than running them.
 */
export function prepared(db: Db, sql: string): Statement {
  const client = db.$client;
  let cache = perConnection.get(client);
  if (!cache) {
    cache = new Map();
    perConnection.set(client, cache);
    registerFunctions(client);
  }
  let statement = cache.get(sql);
  if (statement) {
    cache.delete(sql); // re-inserted below: Map order is recency
  } else {
    statement = client.prepare(sql);
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
  }
  cache.set(sql, statement);
  return statement;
}

/**
 * SQLite's lower() folds ASCII only. Model filters with other letters ("Ü") fold through
 * JavaScript instead; ASCII filters keep the native function, which is several times faster.
 */
export const UNICODE_LOWER = 'mpx_lower';

function registerFunctions(client: Client) {
  client.function(UNICODE_LOWER, { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
}

/** The catalog version the triggers of the `listings_search` migration maintain. */
export function catalogVersion(db: Db): number {
  return prepared(db, 'SELECT version FROM catalog_version WHERE id = 1').pluck().get() as number;
}
