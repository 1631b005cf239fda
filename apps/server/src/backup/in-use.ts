import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * Whether a process (the server, the seeder, an admin command) has this SQLite file open. Every
 * connection to a WAL database holds a shared lock on the file for as long as it is open; an
 * exclusive lock is refused while any other holds one, and the kernel drops a process's locks
 * when it dies, so a crashed server never looks alive (ADR 017).
 */
export function databaseInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const probe = new Database(file, { timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE; COMMIT');
    return false;
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'SQLITE_BUSY') return true;
    throw err;
  } finally {
    probe.close();
  }
}
