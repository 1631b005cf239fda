import { restoreBackup } from '../backup/restore';
import { RestoreRefused } from '../backup/verify';
import { ConfigError, loadConfig, resolveFromInvocationDir } from '../config';
import { fail } from './open-data';

/**
 * `npm run restore -- <backup folder> [--force]`: puts a backup made by the server or by
 * `npm run backup` into DATA_DIR, after checking it completely. Refuses a DATA_DIR that a
 * running server has open, and one that holds data unless given --force (which moves that data
 * aside rather than deleting it). Prints each thing it did.
 */
const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
if (!folder || args.some((a) => a.startsWith('--') && a !== '--force')) fail('Usage: npm run restore -- <backup folder> [--force]', 2);

let dataDir: string;
try {
  dataDir = loadConfig().dataDir;
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
try {
  const done = await restoreBackup({ folder: resolveFromInvocationDir(folder), dataDir, force: args.includes('--force') });
  for (const line of done) console.log(line);
} catch (err) {
  if (err instanceof RestoreRefused) fail(`Nothing was restored. ${err.message}`);
  throw err;
}
