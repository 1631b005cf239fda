import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { DRAWN_AT_ATTRIBUTE, FIRST_SCREEN_ELEMENT_ID } from '@mpx/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sendOk } from '../messages/support';
import { createListing } from '../support/listings';
import { createMember, startTestApp } from '../support/test-app';
import { INDEX_HTML } from './web-dist';

/**
 * A stand-in for the web app's server-side module (apps/web/dist-ssr/render.js): it draws the
 * URL and the queries it was given, and counts its calls in the process (globalThis), where the
 * test reads them; `globalThis.drawMode` makes it fail or decline.
 */
const DRAWING = `
export async function renderPage(url, entries, at) {
  globalThis.draws = (globalThis.draws ?? 0) + 1;
  if (globalThis.drawMode === 'throw') throw new Error('drawing broke');
  if (globalThis.drawMode === 'decline') return null;
  const queries = entries.map((e) => e.query).join(' ');
  return { title: 'Drawn <page>', html: '<p>drawn ' + url + ' from ' + queries + (at.rememberedNear ? ' near ' + at.rememberedNear : '') + '</p>' };
}
`;

declare global {
  // Written by the stand-in module above, in this process.
  var draws: number | undefined;
  var drawMode: string | undefined;
}
const draws = () => globalThis.draws ?? 0;

const rootOf = (html: string) => /<div id="root"([^>]*)>([^]*?)<\/div>/.exec(html);

describe('landing pages drawn on the server (ADR 020)', async () => {
  const root = mkdtempSync(join(tmpdir(), 'mpx-web-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'dist-ssr', 'render.js'), DRAWING);
  const t = await startTestApp({}, { webDist: join(root, 'dist') });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  const seller = await createMember(t);
  await createListing(t, seller);
  beforeEach(() => {
    globalThis.drawMode = undefined;
  });

  it("carries the drawn markup in #root, with the time it was drawn at and the app's title", async () => {
    const before = Date.now();
    const res = await t.request({ method: 'GET', url: '/listings?brand=Bach' });
    expect(res.statusCode).toBe(200);
    const [, attributes, markup] = rootOf(res.body) ?? [];
    expect(markup).toBe('<p>drawn /listings?brand=Bach from config.public auth.viewer listings.list</p>');
    const at = Number(new RegExp(`${DRAWN_AT_ATTRIBUTE}="(\\d+)"`).exec(attributes ?? '')?.[1]);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(res.body).toContain('<title>Drawn &lt;page&gt;</title>');
    // The answers it was drawn from are in the page too: the app hydrates from them.
    expect(res.body).toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
  });

  it('draws a guest page once for the same answers, and again once a write changes them', async () => {
    const first = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    const count = draws();
    const again = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(draws()).toBe(count);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await t.request({ method: 'GET', url: '/' });
    expect(draws()).toBe(count);
    expect(plain.body).toBe(brotliDecompressSync(first.rawPayload).toString());

    await createListing(t, seller, { model: 'Freshly listed' });
    const after = await t.request({ method: 'GET', url: '/' });
    expect(draws()).toBe(count + 1);
    expect(after.body).toContain('Freshly listed');
  });

  it('keeps pages apart by URL and by the postcode a guest remembered', async () => {
    await t.request({ method: 'GET', url: '/listings' });
    const count = draws();
    const near = await t.request({ method: 'GET', url: '/listings', headers: { cookie: 'mpx_near=3220' } });
    expect(draws()).toBe(count + 1);
    expect(rootOf(near.body)?.[2]).toBe('<p>drawn /listings from config.public auth.viewer listings.list near 3220</p>');
    // Anything but a postcode is no postcode, and neither is one no browse can measure from:
    // both get the guests' page, drawn without it.
    for (const stale of ['<b>', '0001']) {
      const page = await t.request({ method: 'GET', url: '/listings', headers: { cookie: `mpx_near=${stale}` } });
      expect(rootOf(page.body)?.[2]).toBe('<p>drawn /listings from config.public auth.viewer listings.list</p>');
    }
    expect(draws()).toBe(count + 1);
    await t.request({ method: 'GET', url: '/listings?sort=price_asc' });
    expect(draws()).toBe(count + 2);
  });

  it("keeps a member's page as theirs alone, until their answers change", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const cookie = { cookie: `session=${member.token}` };
    const count = draws();
    const first = await t.request({ method: 'GET', url: '/', headers: cookie });
    const again = await t.request({ method: 'GET', url: '/', headers: cookie });
    expect(draws()).toBe(count + 1);
    expect(again.body).toBe(first.body);
    expect(rootOf(first.body)?.[2]).toContain('notifications.latest messages.unreadCount');
    // Another member, and a guest, get pages of their own.
    const theirs = await t.request({ method: 'GET', url: '/', headers: { cookie: `session=${other.token}` } });
    expect(draws()).toBe(count + 2);
    expect(first.body).toContain(member.email);
    expect(theirs.body).not.toContain(member.email);
    const guest = await t.request({ method: 'GET', url: '/' });
    expect(rootOf(guest.body)?.[2]).not.toContain('notifications.latest');
    // A message to the member changes their unread count, so their page is drawn again.
    await sendOk(t, other, member, 'Still for sale?');
    const count2 = draws();
    await t.request({ method: 'GET', url: '/', headers: cookie });
    expect(draws()).toBe(count2 + 1);
  });

  it('serves the page undrawn when drawing declines or fails, and keeps nothing of it', async () => {
    for (const mode of ['decline', 'throw']) {
      globalThis.drawMode = mode;
      const url = `/listings?q=${mode}`;
      const count = draws();
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)?.slice(1)).toEqual(['', '']);
      expect(res.body).toContain(`id="${FIRST_SCREEN_ELEMENT_ID}"`);
      await t.request({ method: 'GET', url });
      expect(draws()).toBe(count + 2);
    }
  });

  it('leaves pages that are not landing pages to the browser', async () => {
    const count = draws();
    const res = await t.request({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)?.[2]).toBe('');
    expect(draws()).toBe(count);
  });
});
