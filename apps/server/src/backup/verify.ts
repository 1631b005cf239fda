import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { codeMigrations, MIGRATIONS_DIR, refuseNewerSchema } from '@mpx/db';
import Database from 'better-sqlite3';
import { falseClaim } from './claims';
import { databaseFacts } from './database-facts.mjs';
import { isMissing, sha256File } from './files';
import { DATABASE_FILE, PHOTOS_FOLDER, readManifest, type Manifest } from './manifest';

/** A backup that must not be restored, or a data directory that must not be overwritten: the message says why. */
export class RestoreRefused extends Error {}

/**
 * Everything a restore checks before touching DATA_DIR: the manifest, that this code knows the
 * backup's schema, every file's size and checksum, SQLite's own integrity check, and that the
 * manifest's counts and schema are what the database holds (claims.ts).
 */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const read = await readManifest(folder);
  if ('problem' in read) throw new RestoreRefused(read.problem);
  const { manifest } = read;

  const known = codeMigrations(MIGRATIONS_DIR).at(-1);
  if (known && manifest.schema.created_at > known.createdAt) {
    throw new RestoreRefused(
      `This backup is from a newer release of the exchange (schema migration ${manifest.schema.migration}; this code knows up to ${known.tag}). ` +
        'Upgrade the code first (git pull, npm install), then restore.',
    );
  }

  const dbFile = join(folder, DATABASE_FILE);
  await checkFile(dbFile, manifest.database, 'The database');
  for (const [name, sum] of Object.entries(manifest.photos)) await checkFile(join(folder, PHOTOS_FOLDER, name), sum, `Photo ${name}`);

  const copy = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new RestoreRefused(`The backup's database fails SQLite's integrity check (${String(result)}): the backup is damaged.`);
    refuseNewerSchema(copy, "The backup's database", MIGRATIONS_DIR);
    const problem = falseClaim(manifest, databaseFacts(copy));
    if (problem) throw new RestoreRefused(problem);
  } catch (err) {
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(`The backup's database cannot be read (${err instanceof Error ? err.message : String(err)}): the backup is damaged.`);
  } finally {
    copy.close();
  }
  return manifest;
}

async function checkFile(file: string, expected: { bytes: number; sha256: string }, what: string): Promise<void> {
  const size = await stat(file).then(
    (s) => s.size,
    (err: unknown) => {
      if (isMissing(err)) throw new RestoreRefused(`${what} is missing from the backup (${file}): the backup is damaged.`);
      throw err;
    },
  );
  if (size !== expected.bytes || (await sha256File(file)) !== expected.sha256) {
    throw new RestoreRefused(`${what} does not match the checksum in the manifest (${file}): the backup is damaged.`);
  }
}
