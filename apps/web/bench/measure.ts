import { percentile } from '@mpx/testing';
import type { Browser } from 'playwright-core';

/** How the page is loaded: a desktop on loopback, or a mid-range phone on a slow mobile network. */
export interface Profile {
  name: string;
  viewport: { width: number; height: number };
  mobile: boolean;
  /** Chrome DevTools' network emulation; absent means loopback at full speed. */
  network?: { latencyMs: number; downloadBitsPerSecond: number; uploadBitsPerSecond: number };
  cpuSlowdown?: number;
}

export const PROFILES: Record<'desktop' | 'phone', Profile> = {
  desktop: { name: 'desktop, loopback', viewport: { width: 1280, height: 800 }, mobile: false },
  // Lighthouse's "slow 4G" mobile preset: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4× slower.
  phone: {
    name: 'phone, slow 4G, CPU 4× slower',
    viewport: { width: 412, height: 823 },
    mobile: true,
    network: { latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000 },
    cpuSlowdown: 4,
  },
};

export interface PageLoad {
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** CLS again after a reader jumps halfway down the page, then to its end (cards drawn only as they near the screen). */
  clsAfterJumps: number;
  /** The document and every resource whose response had ended when the largest paint happened. */
  requestsBeforeLcp: number;
  bytesBeforeLcp: number;
  /** Compressed bytes of every script the page loaded by the time the network was quiet. */
  jsBytes: number;
  requests: number;
}

/** What the page itself reports, read in the page once it has settled. */
interface PageEntries {
  lcp: number;
  fcp: number;
  cls: number;
  document: number;
  resources: { end: number; bytes: number; script: boolean }[];
}

/**
 * Loads `url` once in a fresh browser context (a cold cache, no cookies unless given) and reads
 * the paint, layout-shift and resource entries the page recorded. Buffered observers see the
 * entries from before they were created, so nothing has to be injected into the page.
 */
export async function loadOnce(
  browser: Browser,
  url: string,
  profile: Profile,
  cookies: { name: string; value: string; url: string }[] = [],
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: profile.mobile, hasTouch: profile.mobile, locale: 'en-AU' });
  try {
    if (cookies.length > 0) await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: profile.network.downloadBitsPerSecond / 8,
        uploadThroughput: profile.network.uploadBitsPerSecond / 8,
      });
    }
    if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // LCP candidates stop at the first input; a quiet second after the network is enough here.
    await page.waitForTimeout(1000);
    const entries = await page.evaluate<PageEntries>(READ_ENTRIES);
    const before = entries.resources.filter((r) => r.end <= entries.lcp);
    for (const to of ['document.body.scrollHeight / 2', 'document.body.scrollHeight']) {
      await page.evaluate(`window.scrollTo(0, ${to}); new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)))`);
    }
    const afterJumps = await page.evaluate<PageEntries>(READ_ENTRIES);
    return {
      lcpMs: entries.lcp,
      fcpMs: entries.fcp,
      cls: entries.cls,
      clsAfterJumps: afterJumps.cls,
      requestsBeforeLcp: 1 + before.length,
      bytesBeforeLcp: entries.document + before.reduce((sum, r) => sum + r.bytes, 0),
      jsBytes: entries.resources.filter((r) => r.script).reduce((sum, r) => sum + r.bytes, 0),
      requests: 1 + entries.resources.length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page. Plain JavaScript in a string: a function passed to `page.evaluate` would carry
 * the helpers tsx adds to transpiled code (`__name`), which do not exist in the page.
 */
const READ_ENTRIES = `(async () => {
  const buffered = (type) => new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => { observer.disconnect(); resolve(list.getEntries()); });
    observer.observe({ type, buffered: true });
    // A page with no entry of this type never calls back.
    setTimeout(() => { observer.disconnect(); resolve([]); }, 200);
  });
  const [lcps, shifts] = await Promise.all([buffered('largest-contentful-paint'), buffered('layout-shift')]);
  const navigation = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    lcp: lcps.length ? lcps[lcps.length - 1].startTime : NaN,
    fcp: fcp ? fcp.startTime : NaN,
    cls: shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0),
    document: navigation ? navigation.transferSize : 0,
    resources: performance.getEntriesByType('resource').map((r) => ({ end: r.responseEnd, bytes: r.transferSize, script: r.name.endsWith('.js') })),
  };
})()`;

/** The median of each figure over several cold loads. */
export async function loadMedian(browser: Browser, url: string, profile: Profile, runs: number, cookies?: Parameters<typeof loadOnce>[3]): Promise<PageLoad> {
  const loads: PageLoad[] = [];
  for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, url, profile, cookies));
  const of = (key: keyof PageLoad) =>
    percentile(
      loads.map((l) => l[key]).sort((a, b) => a - b),
      50,
    );
  return {
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    cls: of('cls'),
    clsAfterJumps: of('clsAfterJumps'),
    requestsBeforeLcp: of('requestsBeforeLcp'),
    bytesBeforeLcp: of('bytesBeforeLcp'),
    jsBytes: of('jsBytes'),
    requests: of('requests'),
  };
}
