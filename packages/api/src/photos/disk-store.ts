import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parsePhotoFileName, photoFileName, UPLOADS_PATH, type PhotoVariant } from './names';
import type { EncodedPhoto, PhotoStore } from './store';

/** Half-written temp files older than this belong to a crashed write and are removed by `list`. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/** Photos as files in one directory, served by the host at `/uploads/<file>`. */
export class DiskPhotoStore implements PhotoStore {
  private readonly ownPrefix: string;

  constructor(
    readonly dir: string,
    private readonly publicUrl: string,
  ) {
    mkdirSync(dir, { recursive: true });
    this.ownPrefix = `${publicUrl}${UPLOADS_PATH}`;
  }

  async save(name: string, photo: EncodedPhoto): Promise<void> {
    // The thumbnail lands first: `exists` looks at the full-size file, so a photo that exists
    // always has both forms, even after a crash between the two writes.
    await this.writeAtomically(photoFileName(name, 'thumb'), photo.thumb);
    await this.writeAtomically(photoFileName(name, 'full'), photo.full);
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(join(this.dir, photoFileName(name, 'full')))).isFile();
    } catch {
      return false;
    }
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.dir, photoFileName(name, 'full')), { force: true });
    await rm(join(this.dir, photoFileName(name, 'thumb')), { force: true });
  }

  url(name: string, variant: PhotoVariant): string {
    return `${this.ownPrefix}${photoFileName(name, variant)}`;
  }

  nameFromUrl(url: string): string | null {
    const path = url.startsWith(this.ownPrefix) ? url.slice(this.publicUrl.length) : url;
    if (!path.startsWith(UPLOADS_PATH)) return null;
    const file = parsePhotoFileName(path.slice(UPLOADS_PATH.length));
    return file?.variant === 'full' ? file.name : null;
  }

  async *list(): AsyncIterable<{ name: string; storedAt: number }> {
    const now = Date.now();
    // Keyed by name so a thumbnail left alone by a crash between the two writes is swept too.
    const names = new Map<string, number>();
    for (const file of await readdir(this.dir)) {
      const info = await stat(join(this.dir, file)).catch(() => null);
      if (!info) continue;
      const parsed = parsePhotoFileName(file);
      if (parsed) names.set(parsed.name, Math.max(names.get(parsed.name) ?? 0, info.mtimeMs));
      else if (file.endsWith('.tmp') && now - info.mtimeMs > STALE_TEMP_MS) await rm(join(this.dir, file), { force: true });
    }
    for (const [name, storedAt] of names) yield { name, storedAt };
  }

  /** Write-then-rename: a reader (or a crash) never sees a half-written file under a real name. */
  private async writeAtomically(file: string, data: Buffer): Promise<void> {
    const temp = join(this.dir, `.${file}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(temp, data);
      await rename(temp, join(this.dir, file));
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }
}
