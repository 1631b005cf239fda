import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings pages and assets are sent in. */
export type Encoding = 'br' | 'gzip';

/**
 * `max` for text compressed once and served many times (the page shell); `fast` for a page drawn
 * on demand, where brotli 11 would cost milliseconds for a few bytes. Node only: the host and the
 * web app's drawing worker, never the browser's bundle (`@mpx/shared/compress`).
 */
export function compressText(text: string | Uint8Array, encoding: Encoding, effort: 'max' | 'fast'): Buffer {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  if (encoding === 'gzip') return gzipSync(bytes, { level: effort === 'max' ? 9 : 6 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
