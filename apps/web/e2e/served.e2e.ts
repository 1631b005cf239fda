import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { visible } from './harness/page';

const e2e = useE2E();

describe('The built app over the wire', () => {
  it('reaches the browser compressed: the page, its scripts and its styles', async () => {
    const { page } = e2e;
    await page.goto('/');
    await visible(page.getByRole('banner'));
    // What Chromium downloaded (encoded) against what it ran (decoded), per script and style.
    const resources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((r): r is PerformanceResourceTiming => r instanceof PerformanceResourceTiming)
        .filter((r) => /\.(js|css)$/.test(new URL(r.name).pathname))
        .map((r) => ({ name: r.name, encoded: r.encodedBodySize, decoded: r.decodedBodySize })),
    );
    const large = resources.filter((r) => r.decoded > 4096);
    expect(large.length).toBeGreaterThan(0);
    for (const r of large) expect(r.encoded, r.name).toBeLessThan(r.decoded / 2);
  });

  it('sends brotli to a client that prefers it and gzip to one that only takes gzip', async () => {
    const html = await (await fetch(`${e2e.server.baseUrl}/`)).text();
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(entry).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${e2e.server.baseUrl}${entry}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toContain('import');
    }
  });
});
