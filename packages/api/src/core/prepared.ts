import type { Db } from '@mpx/db';
import type { Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

type Client = Db['$client'];

/** More distinct SQL shapes than this are rare; past it, the least recently used is dropped. */
const MAX_STATEMENTS = 256;

const perConnection = new WeakMap<Client, LRUCache<string, Statement>>();

/**
 * A prepared statement for this SQL on this connection, prepared once. Areas that build SQL from
 * the filters present (browse, later search and analytics) have a few dozen shapes, and preparing
 * costs more than running them. `Row` names what the SQL's column list selects: the caller
 * declares it beside the SELECT it wrote, as Drizzle's typed columns do for its queries.
 */
export function prepared<Row = unknown>(db: Db, sql: string): Statement<unknown[], Row> {
  const client = db.$client;
  let cache = perConnection.get(client);
  if (!cache) {
    cache = new LRUCache({ max: MAX_STATEMENTS });
    perConnection.set(client, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = client.prepare(sql);
    cache.set(sql, statement);
  }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the row type is the caller's declaration of its own SELECT list (see above)
  return statement as Statement<unknown[], Row>;
}
