import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { present } from '@mpx/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, dataUrl, jpeg, listingBody, pathOf, png, pngHeaderOnly, postListing } from '../support/listings';
import { createMember, PUBLIC_URL, startTestApp, type Member, type TestApp } from '../support/test-app';

describe('listing photos', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await startTestApp();
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const uploads = () => join(t.dataDir, 'uploads');
  const fileOf = (url: string) => join(uploads(), pathOf(url).slice('/uploads/'.length));
  const fetchPhoto = (url: string) => t.request({ method: 'GET', url: pathOf(url) });

  /** The answer to a create with these photos, after which the server must still answer. */
  async function refused(photos: unknown[]) {
    const res = await postListing(t, member, { photos });
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ error: string; issues: { path: string; message: string }[] }>();
  }

  describe('attacks and bad input each get a clean 400', () => {
    it('42: JPEG bytes declared as PNG', async () => {
      const body = await refused([dataUrl('image/png', await jpeg())]);
      expect(body).toEqual({
        error: 'Photo 1: File content does not match its type.',
        issues: [{ path: 'photos.0', message: 'Photo 1: File content does not match its type.' }],
      });
    });

    it('42: data:image/png;base64,AAAA', async () => {
      expect((await refused(['data:image/png;base64,AAAA'])).error).toBe('Photo 1: File content does not match its type.');
    });

    it('truncated image data', async () => {
      const whole = await jpeg(400, 300);
      expect((await refused([dataUrl('image/jpeg', whole.subarray(0, Math.floor(whole.length / 2)))])).error).toBe('Photo 1: Image could not be read.');
    });

    it('non-image bytes, with and without a forged signature', async () => {
      expect((await refused([dataUrl('image/jpeg', Buffer.from('#!/bin/sh\nrm -rf /\n'))])).error).toBe('Photo 1: File content does not match its type.');
      const forged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('definitely not a jpeg'.repeat(50))]);
      expect((await refused([dataUrl('image/jpeg', forged)])).error).toBe('Photo 1: Image could not be read.');
      const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 0xff)]);
      expect((await refused([dataUrl('image/gif', gif)])).error).toBe('Photo 1: Image could not be read.');
    });

    it('7 photos', async () => {
      const photo = dataUrl('image/png', await png());
      const body = await refused(Array.from({ length: 7 }, () => photo));
      expect(body).toEqual({ error: 'Maximum 6 photos allowed.', issues: [{ path: 'photos', message: 'Maximum 6 photos allowed.' }] });
    });

    it('a 6 MB image', async () => {
      const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
      expect((await refused([dataUrl('image/png', big)])).error).toBe('Photo 1: File too large. Maximum size is 5MB.');
    });

    it('a 20000×20000 PNG is refused from its header, cheaply', async () => {
      const started = Date.now();
      expect((await refused([dataUrl('image/png', pngHeaderOnly(20_000, 20_000))])).error).toBe('Photo 1: Image dimensions are too large.');
      expect(Date.now() - started).toBeLessThan(2_000);
      // Just over 40 megapixels is refused too; the header of a small image is not trusted alone.
      expect((await refused([dataUrl('image/png', pngHeaderOnly(8000, 5001))])).error).toBe('Photo 1: Image dimensions are too large.');
      expect((await refused([dataUrl('image/png', pngHeaderOnly(100, 100))])).error).toBe('Photo 1: Image could not be read.');
    });

    it('43: a photo URL on another host', async () => {
      const body = await refused(['https://evil.example/uploads/0123456789abcdef0123456789abcdef.webp']);
      expect(body.error).toBe('Photo 1: Unknown photo URL.');
    });

    it.each([
      [42, 'Photo 1: Invalid photo format.'],
      [null, 'Photo 1: Invalid photo format.'],
      ['just text', 'Photo 1: Invalid photo format.'],
      ['javascript:alert(1)', 'Photo 1: Invalid photo format.'],
      ['data:image/png,notbase64', 'Photo 1: Invalid data URL format.'],
      ['data:image/png;base64,@@@@', 'Photo 1: Invalid data URL format.'],
      ['data:;base64,AAAA', 'Photo 1: Invalid data URL format.'],
      ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'Photo 1: Invalid file type. Only PNG, JPG, JPEG, GIF, and WebP are allowed.'],
      ['data:text/html;base64,PGgxPmhpPC9oMT4=', 'Photo 1: Invalid file type. Only PNG, JPG, JPEG, GIF, and WebP are allowed.'],
      [`${PUBLIC_URL}/uploads/0123456789abcdef0123456789abcdef.webp`, 'Photo 1: Unknown photo URL.'],
      ['/uploads/0123456789abcdef0123456789abcdef.webp', 'Photo 1: Unknown photo URL.'],
      ['/uploads/../app.db', 'Photo 1: Unknown photo URL.'],
      ['http://localhost:4000/somewhere/else.webp', 'Photo 1: Unknown photo URL.'],
    ])('%s → %s', async (photo, message) => {
      expect((await refused([photo])).error).toBe(message);
    });

    it('names the first failing photo and stops there', async () => {
      const good = dataUrl('image/png', await png());
      const body = await refused([good, 'nope', dataUrl('image/png', await jpeg())]);
      expect(body.issues).toEqual([{ path: 'photos.1', message: 'Photo 2: Invalid photo format.' }]);
    });
  });

  it('41: stores re-encoded WebP files without EXIF or GPS, served with immutable caching', async () => {
    const original = await jpeg(64, 48, { gps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const listing = await createListing(t, member, { photos: [dataUrl('image/jpeg', original)] });
    expect(listing.photos).toHaveLength(1);
    expect(listing.photos[0]).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f]{32}\\.webp$`));
    expect(listing.thumbnails[0]).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/[0-9a-f]{32}\\.thumb\\.webp$`));

    for (const url of [listing.photos[0], listing.thumbnails[0]]) {
      const res = await fetchPhoto(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('applies the EXIF orientation', async () => {
    const sideways = await jpeg(64, 48, { orientation: 6 });
    const listing = await createListing(t, member, { photos: [dataUrl('image/jpeg', sideways)] });
    const meta = await sharp((await fetchPhoto(listing.photos[0])).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(meta.orientation).toBeUndefined();
  });

  it('fits the full image within 2048 px and the thumbnail within 480 px', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const listing = await createListing(t, member, { photos: [dataUrl('image/png', wide)] });
    const full = await sharp((await fetchPhoto(listing.photos[0])).rawPayload).metadata();
    const thumb = await sharp((await fetchPhoto(listing.thumbnails[0])).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([2048, 683]);
    expect([thumb.width, thumb.height]).toEqual([480, 160]);
  });

  it('keeps only the first frame of an animation', async () => {
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map((c) => png(40, 30, c)));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated, { animated: true }).metadata()).pages).toBe(3);
    const listing = await createListing(t, member, { photos: [dataUrl('image/gif', animated)] });
    const meta = await sharp((await fetchPhoto(listing.photos[0])).rawPayload, { animated: true }).metadata();
    expect(meta.pages ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([40, 30]);
  });

  it('accepts every declared type, including image/jpg and WebP', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const listing = await createListing(t, member, {
      photos: [dataUrl('image/jpg', await jpeg()), dataUrl('image/webp', webp), dataUrl('IMAGE/PNG', await png(12, 12))],
    });
    expect(listing.photos).toHaveLength(3);
  });

  it('43: photos of a GET sent back in a PUT keep the same URLs; the path form is accepted too', async () => {
    const listing = await createListing(t, member, {
      photos: [dataUrl('image/png', await png(20, 20, '#aa0000')), dataUrl('image/png', await png(20, 20, '#00aa00'))],
    });
    const got = (await t.request({ method: 'GET', url: `/api/listings/${listing.listing_id}` })).json();
    const put = await t.request({ method: 'PUT', url: `/api/listings/${listing.listing_id}`, headers: member.auth, payload: got });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().photos).toEqual(listing.photos);
    const reordered = await t.request({
      method: 'PUT',
      url: `/api/listings/${listing.listing_id}`,
      headers: member.auth,
      payload: { ...got, photos: [pathOf(listing.photos[1]), listing.photos[0]] },
    });
    expect(reordered.json().photos).toEqual([listing.photos[1], listing.photos[0]]);
    const thumb = await t.request({
      method: 'PUT',
      url: `/api/listings/${listing.listing_id}`,
      headers: member.auth,
      payload: { ...got, photos: [listing.thumbnails[0]] },
    });
    expect(thumb.json().error).toBe('Photo 1: Unknown photo URL.');
  });

  it('the same image uploaded twice is stored once; a file is deleted only when no listing refers to it', async () => {
    const shared = dataUrl('image/png', await png(16, 16, '#101010'));
    const own = dataUrl('image/png', await png(16, 16, '#202020'));
    const a = await createListing(t, member, { photos: [shared, own] });
    const b = await createListing(t, member, { photos: [shared] });
    expect(b.photos[0]).toBe(a.photos[0]);

    const edit = (photos: string[]) =>
      t.request({ method: 'PUT', url: `/api/listings/${a.listing_id}`, headers: member.auth, payload: listingBody({ photos }) });
    expect((await edit([])).statusCode).toBe(200);
    expect(existsSync(fileOf(a.photos[0]))).toBe(true); // still used by b
    expect(existsSync(fileOf(a.photos[1]))).toBe(false);
    expect(existsSync(fileOf(a.thumbnails[1]))).toBe(false);
    expect((await fetchPhoto(a.photos[1])).statusCode).toBe(404);

    // A soft delete keeps the files (an admin's hard delete removes them later).
    await t.request({ method: 'DELETE', url: `/api/listings/${b.listing_id}`, headers: member.auth });
    expect(existsSync(fileOf(b.photos[0]))).toBe(true);
  });

  it('serves nothing but stored photo names from /uploads', async () => {
    for (const url of [
      '/uploads/nothere.webp',
      '/uploads/0123456789abcdef0123456789abcdef.webp',
      '/uploads/..%2Fapp.db',
      '/uploads/app.db',
      '/uploads/a/b.webp',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
    }
  });

  it('the orphan sweep removes unreferenced files older than the grace period, and only those', async () => {
    const kept = await createListing(t, member, { photos: [dataUrl('image/png', await png(16, 16, '#303030'))] });
    const orphan = await t.deps.photos.ingest([dataUrl('image/png', await png(16, 16, '#404040'))]);
    orphan.release();
    expect(await t.deps.photos.sweepOrphans(t.deps.db, 60_000)).toBe(0); // too young
    await t.deps.photos.sweepOrphans(t.deps.db, -1);
    expect(await t.deps.photos.store.exists(present(orphan.names[0], 'the orphan photo'))).toBe(false);
    expect(existsSync(fileOf(kept.photos[0]))).toBe(true);
  });
});
