import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADS_DIR, type HostFacts, type Kept } from '@mpx/api';
import type { AdminSystem } from '@mpx/shared';
import { listBackups } from '../backup/folders';
import { BACKUP_LOG } from '../backup/log';
import { backupBytes, readManifest } from '../backup/manifest';
import type { ServerConfig } from '../config';
import { MAIL_LOG } from './mail-log';
import { intervalText, settingsInForce, smtpTarget } from './settings';

const iso = (ms: number) => new Date(ms).toISOString();

/** The files directly in a folder: how many and their bytes (none when it does not exist). */
async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const e of entries) {
    if (!e.isFile() || e.name.startsWith('.')) continue;
    const info = await stat(join(dir, e.name)).catch(() => null);
    if (!info) continue;
    files++;
    bytes += info.size;
  }
  return { files, bytes };
}

const fileBytes = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => 0,
  );

/** The database's bytes on disk: the file and its write-ahead log, whose pages are not yet in the file. */
export async function databaseBytes(dataDir: string): Promise<number> {
  const file = join(dataDir, 'app.db');
  const [main, wal] = await Promise.all([fileBytes(file), fileBytes(`${file}-wal`)]);
  return main + wal;
}

/** What the server knows about itself, for the admin System tab (api §18.4). */
export function hostFacts(config: ServerConfig, kept: Kept, version: string, startedAt = Date.now()): HostFacts {
  return {
    version,
    startedAt,
    async storage() {
      const photos = await folderSize(join(config.dataDir, UPLOADS_DIR));
      return { database_bytes: await databaseBytes(config.dataDir), photo_files: photos.files, photo_bytes: photos.bytes };
    },
    async backup() {
      const log = kept.get(BACKUP_LOG);
      let last: AdminSystem['backup']['last'] = log.last && {
        at: iso(log.last.at),
        ok: log.last.ok,
        folder: log.last.folder,
        bytes: log.last.bytes,
        error: log.last.error,
      };
      if (!last) last = await newestOnDisk(config.backup.dir);
      return {
        enabled: config.backup.intervalMs > 0,
        dir: config.backup.dir,
        interval: intervalText(config.backup.intervalMs),
        keep: config.backup.keep,
        running: log.running,
        next_at: log.nextAt === null ? null : iso(log.nextAt),
        last,
      };
    },
    async mail() {
      const log = kept.get(MAIL_LOG);
      const outbox = join(config.dataDir, 'mail');
      return {
        transport: config.smtpUrl ? 'smtp' : 'file',
        target: config.smtpUrl ? smtpTarget(config.smtpUrl) : outbox,
        outbox_files: config.smtpUrl ? null : (await folderSize(outbox)).files,
        last_sent_at: log.lastSentAt === null ? null : iso(log.lastSentAt),
        last_error: log.lastError && { at: iso(log.lastError.at), message: log.lastError.message },
      };
    },
    settings: () => settingsInForce(config),
  };
}

/** Before this process has made a backup: the newest one in BACKUP_DIR (a manual one, or a previous run's). */
async function newestOnDisk(dir: string): Promise<AdminSystem['backup']['last']> {
  const newest = (await listBackups(dir)).at(-1);
  if (!newest) return null;
  const folder = join(dir, newest.name);
  const read = await readManifest(folder);
  if (!('manifest' in read)) return null;
  return { at: read.manifest.created_at, ok: true, folder, bytes: backupBytes(read.manifest), error: null };
}
