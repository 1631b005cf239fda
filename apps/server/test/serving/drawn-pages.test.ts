import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { escapeHtml, isRecord } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { PAGE_COUNTS } from '../../src/drawing/page-counts';
import { sendOk } from '../messages/support';
import { createListing } from '../support/listings';
import { createMember, startTestApp, type TestApp } from '../support/test-app';
import { builtWebDist } from './web-dist';

/** Texts that end a script element, open an HTML comment or break old JavaScript parsers. */
const HOSTILE = '</script><script>alert(1)</script> <!-- x --> </SCRIPT > & \u2028 \u2029 "quoted" \\ $& ';
/** Every special pattern of String.prototype.replace's replacement strings. */
const PATTERNS = "$& $' $` $$ $1";

interface Answer {
  queryKey: unknown[];
  state: { data: unknown };
}

function isAnswer(value: unknown): value is Answer {
  return isRecord(value) && Array.isArray(value.queryKey) && isRecord(value.state);
}

/** The raw text of the page's first screen and the answers in it (the app's query cache, dehydrated). */
function firstScreenOf(html: string): { raw: string; answers: Answer[] } | null {
  const raw = /<script type="application\/json" id="first-screen">([^]*?)<\/script>/.exec(html)?.[1];
  if (raw === undefined) return null;
  const parsed: unknown = JSON.parse(raw);
  return { raw, answers: isRecord(parsed) && Array.isArray(parsed.queries) ? parsed.queries.filter(isAnswer) : [] };
}

const pathOf = (a: Answer) => (Array.isArray(a.queryKey[0]) ? a.queryKey[0].join('.') : '');
const inputOf = (a: Answer | undefined) => (isRecord(a?.queryKey[1]) ? a.queryKey[1].input : undefined);
const answersTo = (html: string, path: string) => firstScreenOf(html)?.answers.filter((a) => pathOf(a) === path) ?? [];
const rootOf = (html: string) => /<div id="root"([^>]*)>([^]*?)<\/div>\s*<script type="application\/json"/.exec(html);
const drawnMarkup = (html: string) => rootOf(html)?.[2] ?? '';

/** What the app would get asking tRPC over HTTP, as the same caller. */
async function trpcAnswer(t: TestApp, path: string, input: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await t.request({ method: 'GET', url: `/trpc/${path}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { data: unknown } }>().result.data;
}

describe('pages drawn on the server by the app itself (ADR 022)', async () => {
  const web = builtWebDist();
  const t = await startTestApp({ METRICS_TOKEN: 'a-metrics-token-for-tests' }, { webDist: web, drawing: { threads: 1 } });
  afterAll(() => t.close());
  const counts = t.deps.kept.get(PAGE_COUNTS);
  const seller = await createMember(t, { location_postcode: '3000' });
  const listing = await createListing(t, seller, { model: `Model ${HOSTILE}`, description: `Described ${HOSTILE} end.` });

  it('draws the home page as the app does, with exactly the answers it read, as tRPC gives them', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(rootOf(res.body)?.[1]).toMatch(/^ data-drawn-at="\d+" data-drawn-for="\/"$/);
    expect(drawnMarkup(res.body)).toContain('Model');
    const answers = firstScreenOf(res.body)?.answers ?? [];
    expect(answers.map(pathOf).sort()).toEqual(['auth.viewer', 'config.public', 'listings.list']);
    const [list] = answersTo(res.body, 'listings.list');
    expect(inputOf(list)).toEqual({ page: 1, limit: 24 });
    expect(list?.state.data).toEqual(await trpcAnswer(t, 'listings.list', { page: 1, limit: 24 }));
    expect(answersTo(res.body, 'auth.viewer')[0]?.state.data).toBeNull();
    expect(answersTo(res.body, 'config.public')[0]?.state.data).toEqual(await trpcAnswer(t, 'config.public', undefined));
  });

  it('keeps hostile listing texts text: no markup in the page, the exact text back in its answers', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    const screen = firstScreenOf(res.body);
    expect(screen?.raw).not.toMatch(/[<>&\u2028\u2029]/);
    // The entry's script and the first screen's: nothing the texts held became markup.
    expect(res.body.match(/<script/gi)).toHaveLength(2);
    expect(answersTo(res.body, 'listings.list')[0]?.state.data).toMatchObject({
      listings: expect.arrayContaining([expect.objectContaining({ description: `Described ${HOSTILE} end.`, model: `Model ${HOSTILE}`.trim() })]),
    });
  });

  it("draws a member's page as that member, header badges included, and a forged session as a guest's", async () => {
    const member = await createMember(t);
    const cookie = { cookie: `session=${member.token}` };
    const res = await t.request({ method: 'GET', url: '/', headers: cookie });
    expect(answersTo(res.body, 'auth.viewer')[0]?.state.data).toEqual(await trpcAnswer(t, 'auth.viewer', undefined, cookie));
    for (const path of ['notifications.latest', 'messages.unreadCount']) {
      expect(answersTo(res.body, path)[0]?.state.data, path).toEqual(await trpcAnswer(t, path, undefined, cookie));
    }
    const forged = await t.request({ method: 'GET', url: '/', headers: { cookie: 'session=not-a-session' } });
    expect(answersTo(forged.body, 'auth.viewer')[0]?.state.data).toBeNull();
  });

  it('reads the browse filters and a postcode from the URL as the app does, spelt plain or, in older links, quoted', async () => {
    const res = await t.request({ method: 'GET', url: '/listings?brand=Bach&price_max=200&sort=price_asc&view=list&junk=1' });
    const [pages] = answersTo(res.body, 'listings.list');
    expect(pages?.queryKey[1]).toEqual({ input: { brand: 'Bach', price_max: 200, sort: 'price_asc', page: 1, limit: 24 }, type: 'infinite' });
    for (const url of ['/listings?near=3000', '/listings?near=%223000%22']) {
      const [measured] = answersTo((await t.request({ method: 'GET', url })).body, 'listings.list');
      expect(inputOf(measured), url).toEqual({ near: '3000', page: 1, limit: 24 });
    }
  });

  it('measures from a remembered postcode it knows, and drops one it does not: the page lists without it and deletes it', async () => {
    const known = await t.request({ method: 'GET', url: '/listings', headers: { cookie: 'mpx_near=3128' } });
    expect(inputOf(answersTo(known.body, 'listings.list')[0])).toEqual({ near: '3128', page: 1, limit: 24 });
    expect(known.headers['set-cookie']).toBeUndefined();
    for (const stale of ['0001', '<b>']) {
      const res = await t.request({ method: 'GET', url: '/listings', headers: { cookie: `mpx_near=${stale}` } });
      expect(inputOf(answersTo(res.body, 'listings.list')[0]), stale).toEqual({ page: 1, limit: 24 });
      expect(drawnMarkup(res.body)).toContain('Model');
      expect(String(res.headers['set-cookie']), stale).toMatch(/^mpx_near=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    }
  });

  it('reads a listing once for its page, measured from the viewer, and names it in the link-preview tags', async () => {
    const member = await createMember(t, { location_postcode: '3220' });
    const res = await t.request({ method: 'GET', url: `/listings/${listing.listing_id}`, headers: { cookie: `session=${member.token}` } });
    expect(res.statusCode).toBe(200);
    const reads = answersTo(res.body, 'listings.byId');
    expect(reads.map(inputOf)).toEqual([{ listing_id: listing.listing_id, near: '3220' }]);
    expect(reads[0]?.state.data).toEqual(
      await trpcAnswer(t, 'listings.byId', { listing_id: listing.listing_id, near: '3220' }, { cookie: `session=${member.token}` }),
    );
    expect(res.body).toContain(`<meta property="og:url" content="${t.config.publicUrl}/listings/${listing.listing_id}">`);
    // On one line, as a preview shows it.
    const description = `Described ${HOSTILE} end.`.replace(/\s+/g, ' ');
    expect(res.body).toContain(`<meta property="og:description" content="${escapeHtml(description)}">`);
  });

  it('writes a listing whose text holds replacement patterns literally, in one page', async () => {
    const patterned = await createListing(t, seller, { model: `Model ${PATTERNS}`, description: `Described ${PATTERNS} end.` });
    const res = await t.request({ method: 'GET', url: `/listings/${patterned.listing_id}` });
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body.match(/<\/head>/g)).toHaveLength(1);
    expect(res.body).toContain(`<title>Bach Model ${escapeHtml(PATTERNS)} 3C – $120.50</title>`);
    expect(res.body).toContain(`<meta name="twitter:title" content="Bach Model ${escapeHtml(PATTERNS)} 3C – $120.50">`);
  });

  it('serves an unknown listing undrawn with a 404, and an unknown path as the plain page with a 404', async () => {
    const missing = await t.request({ method: 'GET', url: '/listings/999999' });
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)?.slice(1)).toEqual(['', '']);
    expect(missing.body).not.toContain('og:title');
    const unknown = await t.request({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(firstScreenOf(unknown.body)).toBeNull();
  });

  it('serves a route that does not settle undrawn, with the answers it got, and counts it', async () => {
    const before = counts.unsettled;
    const res = await t.request({ method: 'GET', url: '/messages' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)?.slice(1)).toEqual(['', '']);
    expect(answersTo(res.body, 'auth.viewer')[0]?.state.data).toBeNull();
    expect(counts.unsettled).toBe(before + 1);
  });

  it("hints a lazily loaded route's own scripts, files of this build, and none for the pages in the entry", async () => {
    const sizes = await t.request({ method: 'GET', url: '/sizes' });
    const preloads = [...sizes.body.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)">/g)].map((m) => m[1] ?? '');
    expect(preloads.length).toBeGreaterThan(0);
    for (const file of preloads) expect((await t.request({ method: 'GET', url: `/assets/${file}` })).statusCode, file).toBe(200);
    expect((await t.request({ method: 'GET', url: '/' })).body).not.toContain('modulepreload');
  });

  it('draws a page once for the same data, and again once a write changes it', async () => {
    const first = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    const drawn = counts.drawn;
    const again = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await t.request({ method: 'GET', url: '/' });
    expect(plain.body).toBe(brotliDecompressSync(first.rawPayload).toString());
    expect(counts.drawn).toBe(drawn);

    await createListing(t, seller, { model: 'Freshly listed' });
    const after = await t.request({ method: 'GET', url: '/' });
    expect(counts.drawn).toBe(drawn + 1);
    expect(drawnMarkup(after.body)).toContain('Freshly listed');
  });

  it('draws a page once however many ask for it at the same moment', async () => {
    const drawn = counts.drawn;
    const pages = await Promise.all(Array.from({ length: 6 }, () => t.request({ method: 'GET', url: '/listings?sort=price_desc' })));
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(counts.drawn).toBe(drawn + 1);
  });

  it("keeps a member's page theirs alone, until their data changes", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const cookie = { cookie: `session=${member.token}` };
    const first = await t.request({ method: 'GET', url: '/listings', headers: cookie });
    const drawn = counts.drawn;
    const again = await t.request({ method: 'GET', url: '/listings', headers: cookie });
    expect(again.body).toBe(first.body);
    expect(counts.drawn).toBe(drawn);
    const theirs = await t.request({ method: 'GET', url: '/listings', headers: { cookie: `session=${other.token}` } });
    expect(counts.drawn).toBe(drawn + 1);
    expect(first.body).toContain(member.email);
    expect(theirs.body).not.toContain(member.email);
    // A message to the member changes their unread count, so their page is drawn again.
    await sendOk(t, other, member, 'Still for sale?');
    const after = await t.request({ method: 'GET', url: '/listings', headers: cookie });
    expect(counts.drawn).toBe(drawn + 2);
    expect(answersTo(after.body, 'messages.unreadCount')[0]?.state.data).toEqual(await trpcAnswer(t, 'messages.unreadCount', undefined, cookie));
  });

  it('says how pages were served on /metrics', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer a-metrics-token-for-tests' } });
    expect(res.body).toMatch(new RegExp(`^mpx_pages_total\\{outcome="drawn"\\} ${counts.drawn}$`, 'm'));
    expect(res.body).toMatch(new RegExp(`^mpx_pages_total\\{outcome="kept"\\} ${counts.kept}$`, 'm'));
  });

  it("counts as a read of the caller's limit: over it, the page still comes, undrawn and without answers", async () => {
    const limited = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '2' }, { webDist: web, drawing: { threads: 1 } });
    try {
      const pages = [];
      for (let i = 0; i < 3; i++) pages.push(await limited.request({ method: 'GET', url: '/' }));
      expect(pages.map((p) => p.statusCode)).toEqual([200, 200, 200]);
      expect(pages.map((p) => firstScreenOf(p.body) !== null)).toEqual([true, true, false]);
      expect((await limited.request({ method: 'GET', url: '/trpc/auth.viewer' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('pages when drawing falls behind or breaks', async () => {
  const web = builtWebDist();

  it('serves pages undrawn at once while every thread is busy, and draws the rest', async () => {
    const t = await startTestApp({}, { webDist: web, drawing: { threads: 1, maxWaiting: 0 } });
    try {
      const counts = t.deps.kept.get(PAGE_COUNTS);
      // More distinct pages at once than one thread works on: the ones beyond are not kept waiting.
      const pages = await Promise.all(Array.from({ length: 12 }, (_, i) => t.request({ method: 'GET', url: `/listings?page_hint=${i}` })));
      expect(pages.every((p) => p.statusCode === 200)).toBe(true);
      const drawnPages = pages.filter((p) => drawnMarkup(p.body) !== '');
      expect(drawnPages.length).toBe(counts.drawn);
      expect(counts.shed).toBe(12 - counts.drawn);
      expect(counts.shed).toBeGreaterThan(0);
      for (const page of pages.filter((p) => drawnMarkup(p.body) === '')) expect(firstScreenOf(page.body)).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('serves the page undrawn, logged and counted, when the drawing thread fails', async () => {
    const broken = join(web, '..', 'no-such-worker.js');
    const t = await startTestApp({}, { webDist: web, drawing: { threads: 1, workerFile: broken, timeoutMs: 300 } });
    try {
      // Again and again: the thread that cannot start is replaced each time, and the server stays up.
      for (const url of ['/', '/listings', '/']) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"></div>');
      }
      expect(t.deps.kept.get(PAGE_COUNTS).failed).toBe(3);
    } finally {
      await t.close();
    }
  });
});
