import type { PHOTO_MIME_TYPES } from '@mpx/shared';

type PhotoMime = (typeof PHOTO_MIME_TYPES)[number];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The leading bytes each declared type must have (api §4.4). */
const SIGNATURES: Record<PhotoMime, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/jpg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  'image/webp': (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
};

export function matchesSignature(mime: PhotoMime, bytes: Uint8Array): boolean {
  return SIGNATURES[mime](bytes);
}
