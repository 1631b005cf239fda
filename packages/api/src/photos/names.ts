import { createHash } from 'node:crypto';
import { present } from '@mpx/shared';

export type PhotoVariant = 'full' | 'thumb';

/** Uploads live in `DATA_DIR/uploads/` and are served from `/uploads/`. */
export const UPLOADS_DIR = 'uploads';
export const UPLOADS_PATH = '/uploads/';

/** 128 bits of SHA-256, hex: a name that is its content's fingerprint. */
const NAME = /^[0-9a-f]{32}$/;
const FILE = /^([0-9a-f]{32})(\.thumb)?\.webp$/;

/**
 * Bumped whenever the encoder's output for the same input would change (size, quality), so a
 * new encoding never hides behind the name of an old one.
 */
const PIPELINE_VERSION = 'webp-2048-480-v1';

/** The name of the stored photo made from these uploaded bytes (content-addressed, deduplicating). */
export function photoName(bytes: Uint8Array): string {
  return createHash('sha256').update(PIPELINE_VERSION).update('\0').update(bytes).digest('hex').slice(0, 32);
}

export function isPhotoName(value: string): boolean {
  return NAME.test(value);
}

export function photoFileName(name: string, variant: PhotoVariant): string {
  return variant === 'full' ? `${name}.webp` : `${name}.thumb.webp`;
}

/** A served file name (`<name>.webp` or `<name>.thumb.webp`), or null for anything else. */
export function parsePhotoFileName(file: string): { name: string; variant: PhotoVariant } | null {
  const m = FILE.exec(file);
  return m ? { name: present(m[1], 'the name of a photo file'), variant: m[2] ? 'thumb' : 'full' } : null;
}
