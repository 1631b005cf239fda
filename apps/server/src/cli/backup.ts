import { backupBytes } from '../backup/manifest';
import { writeBackup } from '../backup/write';
import { resolveFromInvocationDir } from '../config';
import { appVersion } from '../system/version';
import { openData } from './open-data';

/**
 * `npm run backup -- [folder]`: the same self-contained backup the server makes on its schedule
 * (database, photos, manifest), in a new folder named by its UTC time under `folder` or
 * BACKUP_DIR. Safe while the server runs: the database is copied within one read snapshot.
 * Restore it with `npm run restore -- <that folder>`.
 */
const target = process.argv.slice(2).find((a) => !a.startsWith('--'));
const { db, config } = openData();
try {
  const into = target ? resolveFromInvocationDir(target) : config.backup.dir;
  const { folder, manifest } = await writeBackup({ dataDir: config.dataDir, into, version: appVersion() });
  console.log(`Backed up ${config.dataDir} to ${folder}:`);
  console.log(`  database: ${manifest.counts.members} members, ${manifest.counts.listings} listings, schema migration ${manifest.schema.migration}`);
  console.log(`  photos: ${manifest.counts.photos} files; ${Math.round(backupBytes(manifest) / 1024)} KiB in all`);
  console.log(`Restore it with: npm run restore -- ${folder}`);
} finally {
  db.$client.close();
}
