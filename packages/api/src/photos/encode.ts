import { MAX_PHOTO_PIXELS } from '@mpx/shared';
import sharp from 'sharp';
import { PhotoRejected } from './rejections';
import type { EncodedPhoto } from './store';

export const FULL_SIZE_PX = 2048;
export const THUMB_SIZE_PX = 480;

// libvips' operation cache keeps decoded images around for reuse we never have (every upload is
// new), and one worker thread per image leaves the other core to serve requests; both keep the
// process's memory predictable.
sharp.cache(false);
sharp.concurrency(1);

/**
 * Re-encodes an uploaded image (api §0.10): the header is read first and oversized images are
 * refused before any pixel is decoded; then the whole file is decoded (a file is never trusted on
 * its header alone), turned upright by its EXIF orientation, stripped of every piece of metadata
 * (sharp keeps none unless asked: no EXIF, GPS, XMP, IPTC, ICC or comments), reduced to its first
 * frame, fitted within 2048 px and written as WebP, plus a 480 px thumbnail made from that result.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Header only: with the default limit, sharp would refuse a huge image as unreadable.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new PhotoRejected('unreadable');
  }
  if (!width || !height) throw new PhotoRejected('unreadable');
  if (width * height > MAX_PHOTO_PIXELS) throw new PhotoRejected('tooManyPixels');

  try {
    const full = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'warning', pages: 1 })
      .autoOrient()
      .resize({ width: FULL_SIZE_PX, height: FULL_SIZE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await sharp(full)
      .resize({ width: THUMB_SIZE_PX, height: THUMB_SIZE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { full, thumb };
  } catch {
    throw new PhotoRejected('unreadable');
  }
}
