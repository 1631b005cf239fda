import type { PhotoVariant } from './names';

export interface EncodedPhoto {
  /** WebP, longest side at most 2048 px. */
  full: Buffer;
  /** WebP, longest side at most 480 px. */
  thumb: Buffer;
}

/**
 * Where stored photos live. The disk implementation serves them from `/uploads/`; an S3-style
 * store would return bucket or CDN URLs from `url` and recognise them in `nameFromUrl`.
 * Names are content hashes, so `save` is idempotent and files never change once written.
 */
export interface PhotoStore {
  /** Stores both forms. After it resolves, `exists(name)` is true. */
  save(name: string, photo: EncodedPhoto): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Removes both forms; a missing photo is not an error. */
  delete(name: string): Promise<void>;
  /** The absolute URL clients use for a form of a stored photo. */
  url(name: string, variant: PhotoVariant): string;
  /** The name behind one of our own full-size URLs (absolute or path form), else null. */
  nameFromUrl(url: string): string | null;
  /** Every stored photo with the time it was written, for the orphan sweep. */
  list(): AsyncIterable<{ name: string; storedAt: number }>;
}
