/**
 * `npm run bench`: seeds a temporary data directory, starts the built server as a child process
 * (as `npm start` runs it, rate limits off) and drives it with autocannon, one case at a time.
 * Prints requests/s, latency percentiles and the server's memory for each case. Figures, not
 * tests: nothing here passes or fails. Options: --listings <n> --members <m> --messages <k> --duration <s>.
 *
 * Beside the catalogue it seeds what the admin pages read (messages, loans, flags; the demo login
 * becomes an admin), measures those pages, and then times admin deletes of the busiest sellers
 * and of single listings against the running server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { silentLogger, type Deps } from '@mpx/api';
import { listings as listingTable } from '@mpx/db';
import { stringField } from '@mpx/shared';
import { ne } from 'drizzle-orm';
import { seedActivity } from '../src/cli/demo/activity';
import { DEMO_LOGIN, seedDemo } from '../src/cli/demo/seed';
import { loadConfig } from '../src/config';
import { createDeps } from '../src/deps';
import { adminComputeCosts } from './admin-costs';
import { browseComputeCosts } from './browse-costs';
import { searchAlertCosts } from './search-costs';
import { adminCases, benchCases, type BenchCase } from './cases';
import { describeMachine } from '@mpx/testing';
import { startServer, type RunningServer } from './server';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The bench reads the server's own count of how its pages were served (ADR 022) from /metrics. */
const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 2;

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '50000' },
    members: { type: 'string', default: '5000' },
    messages: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
  },
});
const listings = Number(values.listings);
const members = Number(values.members);
const messages = Number(values.messages);
const duration = Number(values.duration);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  peakMiB: number;
  /** The bystander's p99 and slowest answer, when the case has one. */
  bystander?: { p99: number; max: number };
  /** How the case's pages were served (drawn, kept, shed…), when it asked for pages. */
  pages?: string;
}

/** The server's count of pages by outcome (`mpx_pages_total`). */
async function pageCounts(server: RunningServer): Promise<Map<string, number>> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const text = await res.text();
  return new Map([...text.matchAll(/^mpx_pages_total\{outcome="(\w+)"\} (\d+)$/gm)].map((m) => [m[1] ?? '', Number(m[2])]));
}

/** What changed between two counts, per second of the measured run: "drawn 120/s, shed 900/s". */
function pagesBetween(before: Map<string, number>, after: Map<string, number>, seconds: number): string | undefined {
  const moved = [...after].map(([outcome, n]) => [outcome, (n - (before.get(outcome) ?? 0)) / seconds] as const).filter(([, rate]) => rate > 0);
  return moved.length > 0 ? moved.map(([outcome, rate]) => `${outcome} ${rate.toFixed(0)}/s`).join(', ') : undefined;
}

function drive(server: RunningServer, c: BenchCase, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: c.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: c.path() }) }],
  });
}

/** One more client, one request at a time, on `path` while a case runs. */
function bystander(server: RunningServer, path: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: `${server.url}${path}`, connections: 1, duration: seconds });
}

async function main() {
  console.log('Building the web app and the server (the pages carry their first screen)…');
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@mpx/web', '--filter=@mpx/server', '--output-logs=errors-only'], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });

  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-bench-'));
  const env = {
    DATA_DIR: dataDir,
    RATE_LIMIT_AUTH_PER_MIN: '0',
    RATE_LIMIT_WRITE_PER_MIN: '0',
    RATE_LIMIT_READ_PER_MIN: '0',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  };
  let server: RunningServer | undefined;
  try {
    const deps = createDeps(loadConfig(env), silentLogger);
    const seeded = await seedDemo(deps, { listings, members });
    const adminData = seedActivity(deps, { messages, loans: 4000, flags: 500 });
    const visibleIds = deps.db
      .select({ id: listingTable.id })
      .from(listingTable)
      .where(ne(listingTable.status, 'deleted'))
      .all()
      .map((row) => row.id);
    const deletions = deletionTargets(deps);
    const costs = await adminComputeCosts(deps);
    const browseCosts = await browseComputeCosts(deps);
    deps.db.$client.close();
    console.log(`Seeded ${seeded.members} members and ${seeded.listings} listings in ${(seeded.ms / 1000).toFixed(1)} s.`);
    console.log(
      `Seeded ${adminData.messages} messages in ${adminData.threads} threads, ${adminData.loans} loans and ${adminData.flags} flags in ${(adminData.ms / 1000).toFixed(1)} s.`,
    );

    server = await startServer(join(SERVER_DIR, 'dist/main.mjs'), env);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    });
    const token = stringField(await login.json(), 'token');
    if (token === undefined) throw new Error(`the demo login failed (${login.status})`);
    console.log(`Server started: RSS ${server.memory().rssMiB.toFixed(0)} MiB.`);

    const rows: Row[] = [];
    for (const c of [...benchCases(visibleIds, token), ...adminCases(token, deletions.memberToToggle)]) {
      const stop = c.during?.(server.url);
      await drive(server, c, WARM_UP_SECONDS);
      const before = await pageCounts(server);
      const [result, aside] = await Promise.all([drive(server, c, duration), c.bystander ? bystander(server, c.bystander, duration) : undefined]);
      const pages = pagesBetween(before, await pageCounts(server), duration);
      await stop?.();
      const row: Row = {
        name: c.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
        peakMiB: server.memory().peakMiB,
        ...(aside ? { bystander: { p99: aside.latency.p99, max: aside.latency.max } } : {}),
        ...(pages ? { pages } : {}),
      };
      rows.push(row);
      const seen = row.bystander ? `, bystander p99 ${row.bystander.p99} ms (max ${row.bystander.max} ms)` : '';
      const served = row.pages ? `, pages ${row.pages}` : '';
      console.log(`${row.name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${seen}${served}, peak RSS ${row.peakMiB.toFixed(0)} MiB`);
    }

    console.log(
      `\n${describeMachine()}; ${listings} listings, ${members} members, ${messages} messages; ${CONNECTIONS} connections, ${duration} s per case after ${WARM_UP_SECONDS} s warm-up.\n`,
    );
    // Ratios to the same server's /healthz in the same run: what a case costs, whatever the box.
    const floor = rows[0]?.rps ?? NaN;
    console.log('| case | req/s | × healthz | p50 ms | p99 ms | bystander p99 (max) ms | pages served | failed | server peak RSS so far, MiB |');
    console.log('|---|---:|---:|---:|---:|---:|---|---:|---:|');
    for (const r of rows) {
      const seen = r.bystander ? `${r.bystander.p99} (${r.bystander.max})` : '';
      console.log(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / floor).toFixed(3)} | ${r.p50} | ${r.p99} | ${seen} | ${r.pages ?? ''} | ${r.failures} | ${r.peakMiB.toFixed(0)} |`,
      );
    }

    console.log('\n| admin read computed from scratch (in process, a write before each call) | p50 ms | p99 ms |');
    console.log('|---|---:|---:|');
    for (const c of costs) console.log(`| ${c.name} | ${c.p50.toFixed(2)} | ${c.p99.toFixed(2)} |`);

    console.log('\n| GET /api/listings computed from scratch (in process, a price bound never used before) | p50 ms | p99 ms |');
    console.log('|---|---:|---:|');
    for (const c of browseCosts) console.log(`| ${c.name} | ${c.p50.toFixed(3)} | ${c.p99.toFixed(3)} |`);

    console.log('\n| admin delete (one request at a time) | what went with it | ms |');
    console.log('|---|---|---:|');
    for (const seller of deletions.sellers) {
      const ms = await timed(server, token, 'DELETE', `/api/admin/users/${seller.id}?force=true`);
      console.log(
        `| DELETE /api/admin/users/{id}?force=true | ${seller.listings} listings, ${seller.messages} messages, ${seller.loans} loans | ${ms.toFixed(0)} |`,
      );
    }
    const listingTimes = [];
    for (const id of deletions.listings) listingTimes.push(await timed(server, token, 'DELETE', `/api/admin/listings/${id}`));
    listingTimes.sort((a, b) => a - b);
    const median = listingTimes[Math.floor(listingTimes.length / 2)] ?? NaN;
    console.log(
      `| DELETE /api/admin/listings/{id}, ${listingTimes.length} listings | median, max | ${median.toFixed(1)}, ${Math.max(...listingTimes).toFixed(1)} |`,
    );

    // Last, with the server stopped: the 2,000 members, 10,000 saved searches and 10,000 wanted posts it adds would change the figures above.
    await server.stop();
    const later = createDeps(loadConfig(env), silentLogger);
    const { matchMs, alertMs, alerted, ...scale } = await searchAlertCosts(later);
    later.db.$client.close();
    console.log(
      `\n| saved-search alerts for one new listing (in process; ${scale.searches} searches and ${scale.wanted} wanted posts of ${scale.members} members, ${scale.listings} listings) | p50 ms | p99 ms |`,
    );
    console.log('|---|---:|---:|');
    console.log(`| matchingSearches: candidate lookup and tests | ${matchMs.p50.toFixed(2)} | ${matchMs.p99.toFixed(2)} |`);
    console.log(
      `| alertMatchingSearches: matching, alerts and notifications stored (${alerted.p50} members at p50, ${alerted.p99} at p99) | ${alertMs.p50.toFixed(2)} | ${alertMs.p99.toFixed(2)} |`,
    );
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One admin request, timed from the client: the server's whole answer, including its after-commit file deletions. */
async function timed(server: RunningServer, token: string, method: string, path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return ms;
}

/** What the delete timings remove: the three busiest sellers (not the admin) and 20 listings of others; and a member to toggle. */
function deletionTargets(deps: Deps) {
  const client = deps.db.$client;
  const sellers = client
    .prepare<[string], { id: number; listings: number; messages: number; loans: number }>(
      `SELECT u.id, count(l.id) AS listings,
        (SELECT count(*) FROM messages m WHERE m.sender_id = u.id OR m.recipient_id = u.id) AS messages,
        (SELECT count(*) FROM loans o WHERE o.lender_id = u.id OR o.borrower_id = u.id) AS loans
       FROM users u JOIN listings l ON l.user_id = u.id WHERE u.email <> ? GROUP BY u.id ORDER BY listings DESC LIMIT 3`,
    )
    .all(DEMO_LOGIN.email);
  const excluded = sellers.map((s) => s.id).join(',');
  const listings = client.prepare<[], number>(`SELECT id FROM listings WHERE user_id NOT IN (${excluded}) AND id % 997 = 0 ORDER BY id LIMIT 20`).pluck().all();
  const memberToToggle = client.prepare<[], number>(`SELECT id FROM users WHERE id NOT IN (${excluded}) ORDER BY id DESC LIMIT 1`).pluck().get() ?? 0;
  return { sellers, listings, memberToToggle };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
