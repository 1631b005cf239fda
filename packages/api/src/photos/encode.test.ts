import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePhoto } from './encode';
import { PhotoRejected } from './rejections';

const reason = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof PhotoRejected ? e.reason : e),
  );

describe('encodePhoto', () => {
  it('turns an upright WebP within 2048 px and a 480 px thumbnail out of a JPEG with EXIF', async () => {
    const input = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#abcdef' } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .withExifMerge({ IFD0: { Make: 'Cam' } })
      .toBuffer();
    const { full, thumb } = await encodePhoto(input);
    const f = await sharp(full).metadata();
    const t = await sharp(thumb).metadata();
    expect([f.format, f.width, f.height, f.exif, f.orientation]).toEqual(['webp', 1365, 2048, undefined, undefined]);
    expect([t.format, t.width, t.height]).toEqual(['webp', 320, 480]);
  });

  it('never enlarges small images', async () => {
    const input = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#00000080' } })
      .png()
      .toBuffer();
    const { full, thumb } = await encodePhoto(input);
    expect((await sharp(full).metadata()).width).toBe(30);
    expect((await sharp(thumb).metadata()).width).toBe(30);
  });

  it('refuses unreadable data and oversized images', async () => {
    expect(await reason(encodePhoto(Buffer.from('nothing')))).toBe('unreadable');
    const header = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await reason(encodePhoto(header.subarray(0, 40)))).toBe('unreadable');
  });
});
