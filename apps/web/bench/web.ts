/**
 * `npm run bench:web`: how fast the first screen of each main page paints, as a visitor's browser
 * sees it. Builds the app, seeds a marketplace into a temporary data dir, starts the real server,
 * and loads each page cold (fresh context, empty cache) in Debian's Chromium, on a desktop over
 * loopback and on an emulated phone over a slow mobile network, next to a static floor page served
 * in the same run. A benchmark: it prints figures, nothing passes or fails.
 * Options: --listings <n> --members <m> --runs <k> (cold loads per page and profile; the median is shown).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { AppRouter } from '@mpx/api';
import { describeMachine } from '@mpx/testing';
import { createTRPCClient, httpLink } from '@trpc/client';
import { launchBrowser } from '../e2e/harness/browser';
import { REPO_ROOT } from '../e2e/harness/paths';
import { startServer } from '../e2e/harness/server';
import { startFloorPage } from './floor';
import { loadMedian, PROFILES, type PageLoad, type Profile } from './measure';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '2000' },
    members: { type: 'string', default: '200' },
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

if (!values['no-build']) {
  console.log('Building the web app and the server…');
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@mpx/web', '--filter=@mpx/server', '--output-logs=errors-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'mpx-bench-web-'));
console.log(`Seeding ${values.listings} listings and ${values.members} members into ${dataDir}…`);
execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-demo.ts', '--listings', values.listings, '--members', values.members], {
  cwd: REPO_ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir },
});

// The SMTP address is never used: nothing in this run sends mail.
const server = await startServer({ smtpUrl: 'smtp://127.0.0.1:9', dataDir });
const api = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${server.baseUrl}/trpc` })] });
const first = (await api.listings.list.query({})).listings[0];
if (!first?.photos[0]) throw new Error('The seeded marketplace has no listing with a photo.');
const photo = await fetch(new URL(first.photos[0], server.baseUrl));
const floor = await startFloorPage(Buffer.from(await photo.arrayBuffer()), photo.headers.get('content-type') ?? 'image/jpeg');
const { token } = await api.auth.login.mutate({ email: 'demo@example.com', password: 'demo1234' });
const memberCookie = [{ name: 'session', value: token, url: server.baseUrl }];

const pages: { name: string; url: string; cookies?: typeof memberCookie }[] = [
  { name: 'static floor page', url: floor.url },
  { name: '/', url: `${server.baseUrl}/` },
  { name: `/listings/${first.listing_id}`, url: `${server.baseUrl}/listings/${first.listing_id}` },
  { name: '/listings', url: `${server.baseUrl}/listings` },
  { name: '/sizes', url: `${server.baseUrl}/sizes` },
  { name: '/ (signed in)', url: `${server.baseUrl}/`, cookies: memberCookie },
];

const browser = await launchBrowser();
const results: { profile: Profile; page: string; load: PageLoad }[] = [];
try {
  for (const profile of [PROFILES.desktop, PROFILES.phone]) {
    for (const page of pages) {
      process.stdout.write(`${profile.name}: ${page.name}… `);
      const load = await loadMedian(browser, page.url, profile, runs, page.cookies);
      results.push({ profile, page: page.name, load });
      console.log(`LCP ${load.lcpMs.toFixed(0)} ms`);
    }
  }
} finally {
  await browser.close();
  await floor.close();
  await server.stop();
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);
console.log(`\nMachine: ${describeMachine()}; Chromium headless; ${values.listings} listings; median of ${runs} cold loads.`);
for (const profile of [PROFILES.desktop, PROFILES.phone]) {
  const rows = results.filter((r) => r.profile === profile);
  const floorLcp = rows[0]?.load.lcpMs ?? NaN;
  console.log(`\n### ${profile.name}\n`);
  console.log('| page | LCP ms | × floor | FCP ms | requests before LCP | KiB before LCP | JS KiB | requests | CLS | CLS after two jumps down |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { page, load } of rows) {
    console.log(
      `| ${page} | ${load.lcpMs.toFixed(0)} | ${(load.lcpMs / floorLcp).toFixed(1)} | ${load.fcpMs.toFixed(0)} | ${load.requestsBeforeLcp} | ${kib(load.bytesBeforeLcp)} | ${kib(load.jsBytes)} | ${load.requests} | ${load.cls.toFixed(3)} | ${load.clsAfterJumps.toFixed(3)} |`,
    );
  }
}
