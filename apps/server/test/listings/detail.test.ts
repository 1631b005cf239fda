import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { present } from '@mpx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createListing, dataUrl, insertListing, insertListings, png, setStatus } from '../support/listings';
import { createMember, PUBLIC_URL, startTestApp, type Member, type TestApp } from '../support/test-app';

const LISTING_KEYS = [
  'listing_id',
  'user_id',
  'user',
  'instrument_type',
  'brand',
  'model',
  'size',
  'condition',
  'price',
  'description',
  'photos',
  'thumbnails',
  'open_to_swap',
  'open_to_loan',
  // Addition (issue 31): what was done to the piece, [] for none.
  'modifications',
  'status',
  'paypal_link_override',
  'paypal_link_effective',
  'created_at',
  'updated_at',
  'expires_at',
  'place',
];

describe('GET /api/listings/{id}', () => {
  let t: TestApp;
  let seller: Member;

  beforeAll(async () => {
    t = await startTestApp();
    seller = await createMember(t);
  });
  afterAll(() => t.close());

  it('returns a full Listing with exactly the contract fields', async () => {
    const created = await createListing(t, seller, { photos: [dataUrl('image/png', await png())] });
    const res = await t.request({ method: 'GET', url: `/api/listings/${created.listing_id}` });
    expect(res.statusCode).toBe(200);
    const listing = res.json();
    expect(Object.keys(listing)).toEqual(LISTING_KEYS);
    expect(listing).toEqual({ ...created, paypal_link_override: null, paypal_link_effective: null });
    expect(listing.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(typeof listing.listing_id).toBe('number');
    expect(typeof listing.user.user_id).toBe('number');
    expect(listing.thumbnails[0]).toBe(listing.photos[0].replace(/\.webp$/, '.thumb.webp'));
  });

  it('39: shows a sold listing with status sold, and answers 404 for a deleted one', async () => {
    const sold = insertListing(t, seller.id);
    const deleted = insertListing(t, seller.id);
    setStatus(t, sold, 'sold');
    setStatus(t, deleted, 'deleted');
    const soldRes = await t.request({ method: 'GET', url: `/api/listings/${sold}` });
    expect(soldRes.statusCode).toBe(200);
    expect(soldRes.json().status).toBe('sold');
    const deletedRes = await t.request({ method: 'GET', url: `/api/listings/${deleted}` });
    expect(deletedRes.statusCode).toBe(404);
    expect(deletedRes.json()).toEqual({ error: 'Listing not found.' });
  });

  it('10: a path id that is not a positive integer is a 404, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999', '1e3', '0x10']) {
      const res = await t.request({ method: 'GET', url: `/api/listings/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Listing not found.' });
    }
  });

  it('shows payment links to members only', async () => {
    await t.request({ method: 'PUT', url: '/api/profile/me', headers: seller.auth, payload: { paypal_link: 'detailhandle' } });
    const created = await createListing(t, seller);
    const url = `/api/listings/${created.listing_id}`;
    expect((await t.request({ method: 'GET', url })).json().paypal_link_effective).toBeNull();
    const viewer = await createMember(t);
    expect((await t.request({ method: 'GET', url, headers: viewer.auth })).json().paypal_link_effective).toBe('https://paypal.me/detailhandle');
  });
});

describe('share previews at /listings/{id}', () => {
  let t: TestApp;
  let seller: Member;
  let preview: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await startTestApp();
    seller = await createMember(t);
    // A stand-in for the built web app, so the page has a <head> to fill.
    const webDist = join(t.dataDir, 'web');
    mkdirSync(webDist, { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>');
    preview = await buildApp({ config: t.config, deps: t.deps, webDist });
  });
  afterAll(async () => {
    await preview.close();
    await t.close();
  });

  it('carries the listing title, price, description and cover photo as Open Graph and Twitter tags', async () => {
    const created = await createListing(t, seller, {
      brand: 'Denis Wick',
      model: 'Heritage',
      size: '4AL',
      price: 1250.5,
      description: `Warm <b>dark</b> sound. ${'Plays beautifully in the low register. '.repeat(10)}`,
      photos: [dataUrl('image/png', await png())],
    });
    const res = await preview.inject({ method: 'GET', url: `/listings/${created.listing_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Denis Wick Heritage 4AL – $1,250.50</title>');
    expect(html).toContain('<meta property="og:title" content="Denis Wick Heritage 4AL – $1,250.50">');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/listings/${created.listing_id}">`);
    expect(html).toContain(`<meta property="og:image" content="${created.photos[0]}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const description = present(/<meta property="og:description" content="([^"]*)">/.exec(html)?.[1], 'an og:description tag');
    expect(description.startsWith('Warm &lt;b&gt;dark&lt;/b&gt; sound.')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThan(240);
  });

  it('serves the plain page with a 404 for a missing or deleted listing', async () => {
    const [deleted] = insertListings(t, seller.id, 1, { status: 'deleted' });
    for (const id of [String(deleted), '999999', 'abc']) {
      const res = await preview.inject({ method: 'GET', url: `/listings/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toContain('<title>App</title>');
      expect(res.body).not.toContain('og:title');
    }
  });
});
