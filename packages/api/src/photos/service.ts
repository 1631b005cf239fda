import { listingPhotos, type Db } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { invalidField } from '../errors';
import type { Logger } from '../logger';
import { decodeDataUrl } from './data-url';
import { encodePhoto } from './encode';
import { PhotoLeases } from './leases';
import { photoName, type PhotoVariant } from './names';
import { TaskQueue } from './queue';
import { photoMessage, PhotoRejected } from './rejections';
import { matchesSignature } from './signatures';
import type { PhotoStore } from './store';

/** Photos resolved for one write: their names, held against sweeps until `release`. */
export interface PhotoBatch {
  names: string[];
  readonly release: () => void;
}

/**
 * The photo pipeline of listing writes (api §4.4, §0.10) and the lifecycle of stored files:
 * ingest before the write's transaction, release after it, and delete files no listing refers to.
 */
export class PhotoService {
  private readonly leases = new PhotoLeases();
  /** Deletions under way: a write that wants the same name waits for them, then re-checks. */
  private readonly deleting = new Map<string, Promise<void>>();
  /** One decode at a time keeps peak memory flat however many uploads arrive together. */
  private readonly encoder = new TaskQueue(1);

  constructor(
    readonly store: PhotoStore,
    private readonly log: Logger,
  ) {}

  url(name: string, variant: PhotoVariant): string {
    return this.store.url(name, variant);
  }

  /**
   * Checks each element in order and stops at the first failure, answering 400 with the path
   * `photos.<i>` and `Photo <i+1>: ...`. New images are re-encoded and stored; our own URLs
   * are kept when their file exists. Files are written before the caller's transaction; the
   * batch holds them until the caller releases it (after commit or rollback).
   */
  async ingest(photos: readonly unknown[]): Promise<PhotoBatch> {
    const lease = this.leases.open();
    const names: string[] = [];
    try {
      for (const [i, photo] of photos.entries()) {
        try {
          names.push(await this.resolve(photo, lease.add));
        } catch (err) {
          if (err instanceof PhotoRejected) throw invalidField(['photos', i], photoMessage(i + 1, err.reason));
          throw err;
        }
      }
    } catch (err) {
      lease.release();
      throw err;
    }
    return { names, release: lease.release };
  }

  /** Deletes the files of these photos that no listing refers to any more (after an edit). */
  async removeUnreferenced(db: Db, names: Iterable<string>): Promise<void> {
    await Promise.all([...new Set(names)].map((name) => this.removeIfOrphan(db, name)));
  }

  /**
   * Deletes stored photos that no listing refers to and that are older than `graceMs`: files of
   * writes that failed after their photos were stored, or of writes by another process (the
   * demo seeder) that may still be about to commit.
   */
  async sweepOrphans(db: Db, graceMs: number): Promise<number> {
    const cutoff = Date.now() - graceMs;
    let removed = 0;
    for await (const { name, storedAt } of this.store.list()) {
      if (storedAt <= cutoff && (await this.removeIfOrphan(db, name))) removed++;
    }
    if (removed > 0) this.log.info({ removed }, 'removed unreferenced photos');
    return removed;
  }

  private async resolve(photo: unknown, hold: (name: string) => void): Promise<string> {
    if (typeof photo !== 'string') throw new PhotoRejected('invalidFormat');
    if (photo.startsWith('data:')) return this.ingestDataUrl(photo, hold);
    const name = this.store.nameFromUrl(photo);
    if (name) {
      hold(name); // before the existence check, so no sweep can remove it after the check
      if (await this.exists(name)) return name;
      throw new PhotoRejected('unknownUrl');
    }
    if (/^https?:\/\//i.test(photo) || photo.startsWith('/uploads/')) throw new PhotoRejected('unknownUrl');
    throw new PhotoRejected('invalidFormat');
  }

  private async ingestDataUrl(dataUrl: string, hold: (name: string) => void): Promise<string> {
    const { mime, bytes } = decodeDataUrl(dataUrl);
    if (!matchesSignature(mime, bytes)) throw new PhotoRejected('contentMismatch');
    // Same bytes, same name: an image stored before passed every check then, and re-encoding
    // it would produce the same files.
    const name = photoName(bytes);
    hold(name);
    if (await this.exists(name)) return name;
    const encoded = await this.encoder.run(() => encodePhoto(bytes));
    await this.store.save(name, encoded);
    return name;
  }

  private async exists(name: string): Promise<boolean> {
    await this.deleting.get(name);
    return this.store.exists(name);
  }

  /** The decision and the start of the deletion happen in one synchronous step (no interleaving). */
  private async removeIfOrphan(db: Db, name: string): Promise<boolean> {
    if (this.leases.isHeld(name) || this.deleting.has(name) || isReferenced(db, name)) return false;
    const deletion = this.store.delete(name).finally(() => this.deleting.delete(name));
    this.deleting.set(name, deletion);
    try {
      await deletion;
      return true;
    } catch (err) {
      this.log.warn({ photo: name, err: err instanceof Error ? err.message : String(err) }, 'photo could not be deleted');
      return false;
    }
  }
}

function isReferenced(db: Db, name: string): boolean {
  return db.select({ file: listingPhotos.file }).from(listingPhotos).where(eq(listingPhotos.file, name)).limit(1).get() !== undefined;
}
