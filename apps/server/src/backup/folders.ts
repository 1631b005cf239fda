import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** `2026-11-26T03-00-00Z`: the backup's UTC time, with no characters a file system might refuse. */
const NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})(\.\d{3})?Z$/;
const PARTIAL = /^\.(.+)\.partial$/;
const DAY = 24 * 60 * 60 * 1000;

export function backupFolderName(at: number, precise = false): string {
  const iso = new Date(at).toISOString();
  return (precise ? iso : iso.replace(/\.\d{3}Z$/, 'Z')).replace(/:/g, '-');
}

/** The time a backup folder's name says, or null for any other name. */
export function backupTime(name: string): number | null {
  const m = NAME.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}${m[5] ?? ''}Z`) : null;
}

/** A backup is written under this name and renamed once complete, so a folder with a real name is whole. */
export function partialName(name: string): string {
  return `.${name}.partial`;
}

/** The complete backups in `dir`, oldest first (none when it does not exist yet). */
export async function listBackups(dir: string): Promise<{ name: string; at: number }[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => ({ name: e.name, at: backupTime(e.name) }))
    .filter((b): b is { name: string; at: number } => b.at !== null)
    .sort((a, b) => a.at - b.at);
}

/**
 * Keeps the newest `keep` backups and deletes the rest, with any half-written one a crash left
 * over a day ago (a younger one may be a manual backup still being written). Returns the names removed.
 */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(dir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep)).map((b) => b.name);
  for (const name of removed) await rm(join(dir, name), { recursive: true, force: true });
  for (const entry of await readdir(dir).catch(() => [])) {
    if (!PARTIAL.test(entry)) continue;
    const info = await stat(join(dir, entry)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > DAY) await rm(join(dir, entry), { recursive: true, force: true });
  }
  return removed;
}
