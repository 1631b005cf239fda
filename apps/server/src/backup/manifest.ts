import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'app.db';
export const PHOTOS_FOLDER = 'uploads';

const count = z.number().int().nonnegative();
const checksum = z.strictObject({ bytes: count, sha256: z.string().regex(/^[0-9a-f]{64}$/) });
/** A photo's file name: no separators or leading dot, so a tampered manifest cannot point outside the folder. */
const photoFile = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);

/** What a backup folder holds, written last: a folder with a valid manifest is a complete backup. */
export const manifestSchema = z.strictObject({
  format: z.literal(1),
  created_at: z.iso.datetime(),
  app_version: z.string(),
  /** The newest migration the database had applied: a restore refuses one newer than its code. */
  schema: z.strictObject({ migration: z.string(), created_at: z.number().int() }),
  counts: z.strictObject({ members: count, listings: count, photos: count }),
  database: checksum,
  photos: z.record(photoFile, checksum),
});
export type Manifest = z.output<typeof manifestSchema>;

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
}

/** The manifest of a backup folder, or null when it is missing or unreadable (with why). */
export async function readManifest(folder: string): Promise<{ manifest: Manifest } | { problem: string }> {
  let text: string;
  try {
    text = await readFile(join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    return { problem: `${folder} is not a backup: it has no ${MANIFEST_FILE}.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `The ${MANIFEST_FILE} of ${folder} is not valid JSON: the backup is damaged.` };
  }
  const parsed = manifestSchema.safeParse(json);
  return parsed.success
    ? { manifest: parsed.data }
    : { problem: `The ${MANIFEST_FILE} of ${folder} is not a backup manifest this code reads: the backup is damaged.` };
}

/** The total size of a backup's files, as the manifest records them. */
export function backupBytes(manifest: Manifest): number {
  return Object.values(manifest.photos).reduce((sum, p) => sum + p.bytes, manifest.database.bytes);
}
