import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { applyMigrations, MIGRATIONS_DIR, openDatabase } from '@mpx/db';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { npmVersion as drizzleVersion } from 'drizzle-orm/version';

/**
 * A migrated, empty SQLite file that test apps copy instead of migrating a fresh one. It is built
 * once and kept under node_modules/.cache, named by a hash of everything that decides its
 * contents: the migration files, packages/db's code (which opens and migrates a database) and the
 * migrator's version. Change any of them and the name changes, so a stale template is never reused.
 */

/** Bump when the way the template is built changes. */
const FORMAT = 1;

const REPO_ROOT = dirname(MIGRATIONS_DIR);
const CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'mpx-test-db');
/** packages/db's code (openDatabase's pragmas, the migrator) is part of what a fresh file looks like. */
const DB_SOURCES = join(REPO_ROOT, 'packages', 'db', 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

export function templateKey(): string {
  const hash = createHash('sha256').update(`format ${FORMAT}\ndrizzle-orm ${drizzleVersion}\n`);
  for (const file of [...filesUnder(MIGRATIONS_DIR), ...filesUnder(DB_SOURCES).filter((f) => !f.endsWith('.test.ts'))]) {
    hash
      .update(`${relative(REPO_ROOT, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrations drizzle's journal lists, all of which a complete template has applied. */
function journalEntries(): number {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;
}

/**
 * A template is renamed into place only once complete, so one that exists is whole; the header
 * check guards against a file left in WAL mode (by someone opening it by hand), whose copy could
 * miss pages still in its -wal file. Bytes 18 and 19 are 1 for a rollback journal, 2 for WAL.
 */
function isUsable(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    const header = Buffer.alloc(20);
    return readSync(fd, header, 0, 20, 0) === 20 && header.toString('latin1', 0, 16) === 'SQLite format 3\0' && header[18] === 1 && header[19] === 1;
  } finally {
    closeSync(fd);
  }
}

/**
 * Migrates a new file through the server's own openDatabase + applyMigrations, then makes it one
 * self-contained file: the WAL is checkpointed into it and the journal mode set back to DELETE,
 * so copying the .db alone copies everything (openDatabase turns WAL back on for each copy).
 */
function build(file: string): void {
  const db = openDatabase(file);
  try {
    applyMigrations(db);
    const applied = db.$client.prepare<[], { n: number }>('select count(*) as n from __drizzle_migrations').get()?.n;
    if (applied !== journalEntries()) throw new Error(`The test database template has ${applied} of ${journalEntries()} migrations applied`);
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    if (db.$client.pragma('journal_mode = DELETE', { simple: true }) !== 'delete') throw new Error('The test database template could not leave WAL mode');
  } finally {
    db.$client.close();
  }
}

/** The template's path, building it first unless a complete one for the current key exists. */
export function ensureDbTemplate(): string {
  const key = templateKey();
  const file = join(CACHE_DIR, `template-${key}.db`);
  if (isUsable(file)) return file;

  mkdirSync(CACHE_DIR, { recursive: true });
  // Built under a private name and renamed into place, so a concurrent run never sees half a file.
  const partial = join(CACHE_DIR, `building-${key}-${process.pid}.db`);
  try {
    build(partial);
    renameSync(partial, file);
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(partial + suffix, { force: true });
  }
  // Templates of earlier keys are never used again.
  for (const name of readdirSync(CACHE_DIR)) {
    if (name.startsWith('template-') && name !== `template-${key}.db`) rmSync(join(CACHE_DIR, name), { force: true });
  }
  return file;
}
