import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './client';
import { refuseNewerSchema } from './schema-version';
import { syncListingSizes } from './sizes';

/**
 * The top-level drizzle/ folder. This file sits three levels below the repository root, and so
 * does the server bundle (apps/server/dist/main.mjs) it is compiled into, so the same relative
 * path works from source and from the bundle.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/**
 * The schema migrations, then the data migration they cannot express in SQL: listings' decoded
 * sizes, computed from the size table in @mpx/shared (backfilled once, refreshed when the table
 * changes; see ADR 010).
 */
export function applyMigrations(db: Db, folder = MIGRATIONS_DIR): void {
  if (!existsSync(folder)) throw new Error(`Migrations folder not found: ${folder}`);
  refuseNewerSchema(db.$client, 'The database', folder);
  withoutForeignKeys(db, () => migrate(db, { migrationsFolder: folder }));
  syncListingSizes(db);
}

/**
 * SQLite changes a CHECK constraint only by rebuilding the table, and dropping the old table with
 * foreign keys on would cascade its delete into every child table. The pragma is a no-op inside
 * a transaction, and the migrator runs every migration in one, so it is switched here, around it;
 * every reference is checked before it goes back on (SQLite's own procedure for schema changes).
 */
function withoutForeignKeys(db: Db, work: () => void): void {
  const client = db.$client;
  const wasOn = client.pragma('foreign_keys', { simple: true }) === 1;
  client.pragma('foreign_keys = OFF');
  try {
    work();
    const broken = client.prepare<[], { table: string; parent: string }>('PRAGMA foreign_key_check').all();
    const first = broken[0];
    if (first) throw new Error(`The migrations left ${broken.length} broken reference(s), the first from ${first.table} to ${first.parent}.`);
  } finally {
    if (wasOn) client.pragma('foreign_keys = ON');
  }
}
