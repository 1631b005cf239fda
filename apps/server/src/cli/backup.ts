import { statSync } from 'node:fs';
import { resolveFromInvocationDir } from '../config';
import { fail, openData } from './open-data';

/**
 * `npm run backup -- <file>`: a consistent copy of the database through SQLite's online backup
 * API, safe while the server runs. Photos under DATA_DIR/uploads are immutable files: copy them
 * with rsync or cp.
 */
const target = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!target) fail('Usage: npm run backup -- <file>', 2);

const file = resolveFromInvocationDir(target);
const { db, config } = openData();
await db.$client.backup(file);
db.$client.close();
console.log(`Backed up ${config.dataDir}/app.db to ${file} (${statSync(file).size} bytes).`);
console.log(`Photos are files in ${config.dataDir}/uploads: copy that folder too.`);
