import { isOneOf, MAX_PHOTO_BYTES, PHOTO_MIME_TYPES, present } from '@mpx/shared';
import { PhotoRejected } from './rejections';

type PhotoMime = (typeof PHOTO_MIME_TYPES)[number];

/** `data:<type>;base64,<data>` with standard base64 (padding optional). Linear: no backtracking. */
const DATA_URL = /^data:([^;,]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * The image bytes of a data URL, after the checks of api §4.4 that need no decoding, in
 * the contract's order: form, declared type, decoded size. The size is computed from the base64
 * length, so an oversized photo is refused before any memory is spent decoding it.
 */
export function decodeDataUrl(value: string): { mime: PhotoMime; bytes: Buffer } {
  const match = DATA_URL.exec(value);
  if (!match) throw new PhotoRejected('invalidDataUrl');
  const mime = present(match[1], 'the type of a data URL').trim().toLowerCase();
  if (!isOneOf(PHOTO_MIME_TYPES, mime)) throw new PhotoRejected('invalidType');
  const data = present(match[2], 'the data of a data URL');
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  if (Math.floor((data.length * 3) / 4) - padding > MAX_PHOTO_BYTES) throw new PhotoRejected('tooLarge');
  return { mime, bytes: Buffer.from(data, 'base64') };
}
