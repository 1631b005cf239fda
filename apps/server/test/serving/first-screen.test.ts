import { FIRST_SCREEN_ELEMENT_ID, isRecord, type FirstScreenQuery } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, startTestApp, type TestApp } from '../support/test-app';
import { writeWebDist } from './web-dist';

/** Texts that end a script element, open an HTML comment or break old JavaScript parsers. */
const HOSTILE = '</script><script>alert(1)</script> <!-- x --> </SCRIPT > & \u2028 \u2029 "quoted" \\ $& ';

/** The raw text of the page's first-screen element, and its entries. */
function firstScreenOf(html: string): { raw: string; entries: unknown[] } | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">([^]*?)</script>`).exec(html);
  if (!match?.[1]) return null;
  const entries: unknown = JSON.parse(match[1]);
  return { raw: match[1], entries: Array.isArray(entries) ? entries : [] };
}

function entry(entries: unknown[], query: FirstScreenQuery): Record<string, unknown> | undefined {
  return entries.filter(isRecord).find((e) => e.query === query);
}

/** What the app would get asking tRPC over HTTP, as the same caller. */
async function trpcAnswer(t: TestApp, path: string, input: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await t.request({ method: 'GET', url: `/trpc/${path}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ result: { data: unknown } }>().result.data;
}

describe('pages answer their first screen inside the HTML (ADR 016)', async () => {
  const web = writeWebDist({
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-r1.js' },
      'src/routes/sizes.tsx?tsr-split=component': { file: 'assets/sizes-s1.js', isDynamicEntry: true, imports: ['index.html', '_table.js'] },
      '_table.js': { file: 'assets/table-t1.js', imports: ['_runtime.js'] },
      'src/routes/_member/messages/$userId.tsx?tsr-split=component': { file: 'assets/thread-m1.js', isDynamicEntry: true, imports: ['index.html'] },
    }),
  });
  const t = await startTestApp({}, { webDist: web.dir });
  afterAll(async () => {
    await t.close();
    web.remove();
  });
  const seller = await createMember(t);
  const listing = await createListing(t, seller, { model: `Model ${HOSTILE}`, description: `Described ${HOSTILE} end.` });

  it("puts the home page's first page of listings, the site config and the guest viewer into the page, as tRPC answers them", async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const screen = firstScreenOf(res.body);
    expect(screen?.entries.map((e) => (isRecord(e) ? e.query : null)).sort()).toEqual(['auth.viewer', 'config.public', 'listings.list']);
    const list = entry(screen?.entries ?? [], 'listings.list');
    expect(list?.input).toEqual({ page: 1, limit: 24 });
    expect(list?.data).toEqual(await trpcAnswer(t, 'listings.list', list?.input));
    expect(entry(screen?.entries ?? [], 'auth.viewer')?.data).toBeNull();
    expect(entry(screen?.entries ?? [], 'config.public')?.data).toEqual(await trpcAnswer(t, 'config.public', undefined));
  });

  it('keeps hostile listing texts inside the data: no markup, and the exact text back after parsing', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    const screen = firstScreenOf(res.body);
    expect(screen?.raw).not.toMatch(/[<>&\u2028\u2029]/);
    // One script element of ours and the entry's: nothing the texts held became markup.
    expect(res.body.match(/<script/gi)).toHaveLength(2);
    expect(entry(screen?.entries ?? [], 'listings.list')?.data).toMatchObject({
      listings: expect.arrayContaining([expect.objectContaining({ description: `Described ${HOSTILE} end.`, model: `Model ${HOSTILE}`.trim() })]),
    });
  });

  it("answers a member's page as that member, and only theirs", async () => {
    const member = await createMember(t);
    const cookie = { cookie: `session=${member.token}` };
    const res = await t.request({ method: 'GET', url: '/', headers: cookie });
    const viewer = entry(firstScreenOf(res.body)?.entries ?? [], 'auth.viewer')?.data;
    expect(viewer).toMatchObject({ user_id: member.id });
    expect(viewer).toEqual(await trpcAnswer(t, 'auth.viewer', undefined, cookie));
    // And the header's badges: the member's unread messages and latest notifications.
    const entries = firstScreenOf(res.body)?.entries ?? [];
    for (const query of ['notifications.latest', 'messages.unreadCount'] as const) {
      expect(entry(entries, query)?.data).toEqual(await trpcAnswer(t, query, undefined, cookie));
    }

    const forged = await t.request({ method: 'GET', url: '/', headers: { cookie: 'session=not-a-session' } });
    expect(entry(firstScreenOf(forged.body)?.entries ?? [], 'auth.viewer')?.data).toBeNull();
  });

  it('reads the browse filters from the URL as the app does, and marks /listings as the first of its pages', async () => {
    const res = await t.request({ method: 'GET', url: '/listings?brand=Bach&price_max=200&sort=price_asc&view=list&junk=1' });
    const list = entry(firstScreenOf(res.body)?.entries ?? [], 'listings.list');
    expect(list?.input).toEqual({ brand: 'Bach', price_max: 200, sort: 'price_asc', page: 1, limit: 24 });
    expect(list?.firstOfPages).toBe(true);
    expect(list?.data).toEqual(await trpcAnswer(t, 'listings.list', list?.input));

    const home = await t.request({ method: 'GET', url: '/?page=2&condition=Good' });
    expect(entry(firstScreenOf(home.body)?.entries ?? [], 'listings.list')?.input).toEqual({ condition: 'Good', page: 2, limit: 24 });
  });

  it('reads a postcode in the URL as the app does, spelt plain or, in older links, quoted', async () => {
    for (const url of ['/listings?near=3000', '/listings?near=%223000%22']) {
      const list = entry(firstScreenOf((await t.request({ method: 'GET', url })).body)?.entries ?? [], 'listings.list');
      expect(list?.input, url).toEqual({ near: '3000', page: 1, limit: 24 });
    }
    const home = await t.request({ method: 'GET', url: '/?model=4&near=0800' });
    expect(entry(firstScreenOf(home.body)?.entries ?? [], 'listings.list')?.input).toEqual({ model: '4', near: '0800', page: 1, limit: 24 });
  });

  it('measures from a remembered postcode it knows, and drops one it does not: the page lists without it and deletes it', async () => {
    const known = await t.request({ method: 'GET', url: '/listings', headers: { cookie: 'mpx_near=3128' } });
    expect(entry(firstScreenOf(known.body)?.entries ?? [], 'listings.list')?.input).toEqual({ near: '3128', page: 1, limit: 24 });
    expect(known.headers['set-cookie']).toBeUndefined();

    for (const stale of ['0001', '<b>']) {
      const res = await t.request({ method: 'GET', url: '/listings', headers: { cookie: `mpx_near=${stale}` } });
      const list = entry(firstScreenOf(res.body)?.entries ?? [], 'listings.list');
      expect(list?.input, stale).toEqual({ page: 1, limit: 24 });
      expect(list?.data).toEqual(await trpcAnswer(t, 'listings.list', list?.input));
      expect(String(res.headers['set-cookie']), stale).toMatch(/^mpx_near=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/);
    }
    // A member measures from their own postcode; a stale cookie beside it goes all the same.
    const member = await createMember(t, { location_postcode: '3220' });
    const mine = await t.request({ method: 'GET', url: '/', headers: { cookie: `session=${member.token}; mpx_near=0001` } });
    expect(entry(firstScreenOf(mine.body)?.entries ?? [], 'listings.list')?.input).toEqual({ near: '3220', page: 1, limit: 24 });
    expect(String(mine.headers['set-cookie'])).toContain('mpx_near=;');
  });

  it("puts a listing's detail into its page beside the link-preview tags", async () => {
    const res = await t.request({ method: 'GET', url: `/listings/${listing.listing_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:title"');
    const detail = entry(firstScreenOf(res.body)?.entries ?? [], 'listings.byId');
    expect(detail?.input).toEqual({ listing_id: listing.listing_id });
    expect(detail?.data).toEqual(await trpcAnswer(t, 'listings.byId', detail?.input));
  });

  it('leaves out what does not exist: an unknown listing and an unknown path get the plain page and a 404', async () => {
    for (const url of ['/listings/999999', '/no-such-page']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(firstScreenOf(res.body)).toBeNull();
    }
  });

  it("hints a lazily loaded route's scripts (and not the entry's) and the first photos", async () => {
    const sizes = await t.request({ method: 'GET', url: '/sizes' });
    expect(entry(firstScreenOf(sizes.body)?.entries ?? [], 'listings.sizeStock')).toBeDefined();
    const preloads = [...sizes.body.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/sizes-s1.js', '/assets/table-t1.js', '/assets/runtime-r1.js']);

    const thread = await t.request({ method: 'GET', url: '/messages/12' });
    expect(thread.body).toContain('<link rel="modulepreload" href="/assets/thread-m1.js">');
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('modulepreload');
  });

  it("counts as a read of the caller's limit: over it, the page still comes, without a first screen", async () => {
    const limited = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '2' }, { webDist: web.dir });
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
