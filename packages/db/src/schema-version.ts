import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';

/** A schema migration, as drizzle's journal names it: its tag and the time drizzle-kit made it. */
export interface SchemaMigration {
  tag: string;
  /** drizzle's `when`: what the database records in `__drizzle_migrations.created_at`. */
  createdAt: number;
}

interface JournalEntry {
  tag: string;
  when: number;
}

function isJournal(value: unknown): value is { entries: JournalEntry[] } {
  if (typeof value !== 'object' || value === null || !('entries' in value) || !Array.isArray(value.entries)) return false;
  return value.entries.every(
    (e: unknown) => typeof e === 'object' && e !== null && 'tag' in e && typeof e.tag === 'string' && 'when' in e && typeof e.when === 'number',
  );
}

/** Every migration in a migrations folder (this code's: MIGRATIONS_DIR), oldest first, from drizzle's journal. */
export function codeMigrations(folder: string): SchemaMigration[] {
  const journal: unknown = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8'));
  if (!isJournal(journal)) throw new Error(`Unreadable migrations journal in ${folder}`);
  return journal.entries.map((e) => ({ tag: e.tag, createdAt: e.when }));
}

/** The newest migration a database file has applied, or null for a file never migrated. */
export function appliedMigration(sqlite: Database.Database, folder: string): SchemaMigration | null {
  const table = sqlite.prepare<[], { n: number }>("select count(*) as n from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  if (!table?.n) return null;
  const row = sqlite.prepare<[], { at: number | null }>('select max(cast(created_at as integer)) as at from __drizzle_migrations').get();
  if (row?.at == null) return null;
  return namedMigration(row.at, folder);
}

/**
 * The migration a database records by its time alone (`__drizzle_migrations.created_at`), named
 * by the journal of a migrations folder; one this code does not know is named by its time.
 */
export function namedMigration(createdAt: number, folder: string): SchemaMigration {
  const tag = codeMigrations(folder).find((m) => m.createdAt === createdAt)?.tag;
  return { tag: tag ?? `unknown migration of ${new Date(createdAt).toISOString()}`, createdAt };
}

export class NewerSchemaError extends Error {}

/**
 * Drizzle's migrator skips a database that has a migration this code does not know and goes
 * on as if all were well; the code would then read and write a schema it was not written for.
 * Such a file comes from a newer release (a restored backup, a downgrade): refuse it by name.
 */
export function refuseNewerSchema(sqlite: Database.Database, what: string, folder: string): void {
  const applied = appliedMigration(sqlite, folder);
  const known = codeMigrations(folder).at(-1);
  if (applied && known && applied.createdAt > known.createdAt) {
    throw new NewerSchemaError(
      `${what} has schema migration ${applied.tag}, newer than this code's last one (${known.tag}). ` +
        'It comes from a newer release of the exchange: upgrade the code (git pull, npm install) and try again.',
    );
  }
}
