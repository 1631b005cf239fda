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
  migrate(db, { migrationsFolder: folder });
  syncListingSizes(db);
}
