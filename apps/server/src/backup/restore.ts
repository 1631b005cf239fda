import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADS_DIR } from '@mpx/api';
import Database from 'better-sqlite3';
import { linkOrCopy } from './files';
import { backupFolderName } from './folders';
import { databaseInUse } from './in-use';
import { backupBytes, DATABASE_FILE, PHOTOS_FOLDER } from './manifest';
import { RestoreRefused, verifyBackup } from './verify';

const DB_FILES = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`];

export interface RestoreOptions {
  folder: string;
  dataDir: string;
  /** Replace a DATA_DIR that holds data, after moving that data aside. */
  force: boolean;
}

/**
 * `npm run restore`: checks the backup completely, refuses a DATA_DIR in use or (without
 * `force`) holding data, then puts the database and photos in place. Returns what it did, line
 * by line, for the operator. Nothing in DATA_DIR changes before every check has passed.
 */
export async function restoreBackup({ folder, dataDir, force }: RestoreOptions): Promise<string[]> {
  const manifest = await verifyBackup(folder);
  const done = [`Checked ${folder}: manifest, checksums of the database and ${manifest.counts.photos} photos, and SQLite's integrity check all pass.`];

  const dbFile = join(dataDir, DATABASE_FILE);
  if (databaseInUse(dbFile)) {
    throw new RestoreRefused(`${dbFile} is open in another process (a running server?). Stop the server first, then restore.`);
  }
  const present = await existingData(dataDir);
  if (present.holdsData && !force) {
    throw new RestoreRefused(`${dataDir} already holds data (${present.summary}). Restoring would replace it: run again with --force to move it aside first.`);
  }

  await mkdir(dataDir, { recursive: true });
  if (present.holdsData) {
    const aside = join(dataDir, `replaced-${backupFolderName(Date.now())}`);
    await mkdir(aside);
    for (const name of [...DB_FILES, UPLOADS_DIR]) {
      if (existsSync(join(dataDir, name))) await rename(join(dataDir, name), join(aside, name));
    }
    done.push(`Moved the data that was in ${dataDir} (${present.summary}) to ${aside}.`);
  } else {
    // A database the server created but nothing was ever written to: nothing to keep.
    for (const name of DB_FILES) await rm(join(dataDir, name), { force: true });
  }

  const incoming = join(dataDir, `.${DATABASE_FILE}.restoring`);
  await copyFile(join(folder, DATABASE_FILE), incoming);
  await rename(incoming, dbFile);
  done.push(
    `Restored the database of ${manifest.created_at} (${manifest.counts.members} members, ${manifest.counts.listings} listings, ` +
      `schema migration ${manifest.schema.migration}) to ${dbFile}.`,
  );

  const uploads = join(dataDir, UPLOADS_DIR);
  await mkdir(uploads, { recursive: true });
  const ways = { link: 0, copy: 0 };
  for (const name of Object.keys(manifest.photos)) {
    if (existsSync(join(uploads, name))) continue;
    ways[await linkOrCopy(join(folder, PHOTOS_FOLDER, name), join(uploads, name))]++;
  }
  done.push(
    `Restored ${manifest.counts.photos} photo files (${ways.link} hard-linked to the backup's files, ${ways.copy} copied; ` +
      `${Math.round(backupBytes(manifest) / 1024)} KiB in all with the database) to ${uploads}.`,
    'Start the server (npm start): it opens the restored data and applies any migrations this code has that the backup has not.',
  );
  return done;
}

/** Whether DATA_DIR holds anything worth keeping: members or listings in its database, or photos. */
async function existingData(dataDir: string): Promise<{ holdsData: boolean; summary: string }> {
  let members = 0;
  let listings = 0;
  const dbFile = join(dataDir, DATABASE_FILE);
  if (existsSync(dbFile)) {
    const db = new Database(dbFile, { fileMustExist: true });
    try {
      const has = (table: string) =>
        db.prepare<[string], { n: number }>("select count(*) as n from sqlite_master where type = 'table' and name = ?").get(table)?.n === 1;
      const n = (table: string) => (has(table) ? (db.prepare<[], { n: number }>(`select count(*) as n from ${table}`).get()?.n ?? 0) : 0);
      members = n('users');
      listings = n('listings');
    } finally {
      db.close();
    }
  }
  const photos = (await readdir(join(dataDir, UPLOADS_DIR)).catch(() => [])).filter((f) => !f.startsWith('.')).length;
  return { holdsData: members + listings + photos > 0, summary: `${members} members, ${listings} listings, ${photos} photo files` };
}
