import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { UPLOADS_DIR } from '@mpx/api';
import { MIGRATIONS_DIR, namedMigration } from '@mpx/db';
import type { DatabaseFacts } from './database-facts.mjs';
import { isMissing, linkOrCopy, sha256File } from './files';
import { backupFolderName, listBackups, partialName } from './folders';
import { DATABASE_FILE, PHOTOS_FOLDER, readManifest, writeManifest, type Manifest } from './manifest';

export interface BackupOptions {
  dataDir: string;
  /** The folder the backup folder is created in (BACKUP_DIR, or the operator's choice). */
  into: string;
  version: string;
  /** Stops the backup (the server is shutting down); it then leaves nothing behind. */
  signal?: AbortSignal;
}

export interface WrittenBackup {
  folder: string;
  manifest: Manifest;
}

/**
 * One self-contained backup folder, `<into>/<UTC time>/`: a consistent copy of the database, the
 * photos as hard links or copies, and a manifest with counts and checksums written last. The
 * database is copied on a worker thread with its own connection (copy-worker.mjs): SQLite's
 * online backup API and the copy's fsync never run on the event loop, so requests do not wait
 * for them (ADR 017). The folder gets its real name only once complete; a failure or an abort
 * leaves nothing behind.
 */
export async function writeBackup(options: BackupOptions): Promise<WrittenBackup> {
  await mkdir(options.into, { recursive: true });
  const at = Date.now();
  let name = backupFolderName(at);
  if (existsSync(join(options.into, name))) name = backupFolderName(at, true);
  const partial = join(options.into, partialName(name));
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, PHOTOS_FOLDER), { recursive: true });
  try {
    const dbFile = join(partial, DATABASE_FILE);
    const { database, ...facts } = await copyDatabase(join(options.dataDir, DATABASE_FILE), dbFile, options.signal);
    const photos = await copyPhotos(join(options.dataDir, UPLOADS_DIR), join(partial, PHOTOS_FOLDER), await previousChecksums(options.into));
    const manifest: Manifest = {
      format: 1,
      created_at: new Date(at).toISOString(),
      app_version: options.version,
      schema: facts.schema,
      counts: { ...facts.counts, photos: Object.keys(photos).length },
      database,
      photos,
    };
    await writeManifest(partial, manifest);
    const folder = join(options.into, name);
    await rename(partial, folder);
    return { folder, manifest };
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

interface CopyFacts extends DatabaseFacts {
  bytes: number;
  sha256: string;
}

function isCopyFacts(value: unknown): value is CopyFacts {
  return (
    typeof value === 'object' &&
    value !== null &&
    'members' in value &&
    typeof value.members === 'number' &&
    'listings' in value &&
    typeof value.listings === 'number' &&
    'migratedAt' in value &&
    (value.migratedAt === null || typeof value.migratedAt === 'number') &&
    'bytes' in value &&
    typeof value.bytes === 'number' &&
    'sha256' in value &&
    typeof value.sha256 === 'string'
  );
}

/** Runs copy-worker.mjs: the copy, then its counts, schema and checksum, read from the copy rather than the live database. */
async function copyDatabase(
  source: string,
  target: string,
  signal?: AbortSignal,
): Promise<{ schema: Manifest['schema']; counts: { members: number; listings: number }; database: Manifest['database'] }> {
  signal?.throwIfAborted();
  const worker = new Worker(new URL('./copy-worker.mjs', import.meta.url), { workerData: { source, target } });
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop);
  try {
    const facts = await new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      // After the message this settles nothing; before it, the copy was stopped or died.
      worker.once('exit', () => reject(signal?.aborted ? new Error('the backup was stopped') : new Error('the database copy stopped before it finished')));
    });
    if (!isCopyFacts(facts)) throw new Error('the database copy reported nothing usable');
    if (facts.migratedAt === null) throw new Error('the database copy has no schema migrations');
    const { tag, createdAt } = namedMigration(facts.migratedAt, MIGRATIONS_DIR);
    return {
      schema: { migration: tag, created_at: createdAt },
      counts: { members: facts.members, listings: facts.listings },
      database: { bytes: facts.bytes, sha256: facts.sha256 },
    };
  } finally {
    signal?.removeEventListener('abort', stop);
    await worker.terminate();
  }
}

/**
 * Links (or copies) every photo into the backup. A photo's file never changes under its name, so
 * a checksum the previous backup recorded for the same name and size is reused rather than
 * reading every photo again. A file the photo sweep deletes meanwhile is skipped: no listing
 * refers to it.
 */
async function copyPhotos(from: string, to: string, known: Manifest['photos']): Promise<Manifest['photos']> {
  const sums: Manifest['photos'] = {};
  const entries = await readdir(from, { withFileTypes: true }).catch((err: unknown) => {
    if (isMissing(err)) return [];
    throw err;
  });
  for (const entry of entries) {
    // Dot files are photos still being written (disk-store.ts writes then renames).
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const source = join(from, entry.name);
    try {
      await linkOrCopy(source, join(to, entry.name));
    } catch (err) {
      if (isMissing(err)) continue;
      throw err;
    }
    const bytes = (await stat(join(to, entry.name))).size;
    const before = known[entry.name];
    sums[entry.name] = before?.bytes === bytes ? before : { bytes, sha256: await sha256File(join(to, entry.name)) };
  }
  return sums;
}

async function previousChecksums(dir: string): Promise<Manifest['photos']> {
  const newest = (await listBackups(dir)).at(-1);
  if (!newest) return {};
  const read = await readManifest(join(dir, newest.name));
  return 'manifest' in read ? read.manifest.photos : {};
}
