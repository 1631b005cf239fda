/**
 * `npm run bench`: seeds a temporary data directory, starts the built server as a child process
 * (as `npm start` runs it, rate limits off) and drives it with autocannon, one case at a time.
 * Prints requests/s, latency percentiles and the server's memory for each case. Figures, not
 * tests: nothing here passes or fails. Options: --listings <n> --members <m> --duration <s>.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { silentLogger } from '@mpx/api';
import { listings as listingTable } from '@mpx/db';
import { stringField } from '@mpx/shared';
import { ne } from 'drizzle-orm';
import { DEMO_LOGIN, seedDemo } from '../src/cli/demo/seed';
import { loadConfig } from '../src/config';
import { createDeps } from '../src/deps';
import { benchCases, type BenchCase } from './cases';
import { describeMachine } from './machine';
import { startServer, type RunningServer } from './server';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const CONNECTIONS = 32;
const WARM_UP_SECONDS = 2;

const { values } = parseArgs({
  options: { listings: { type: 'string', default: '50000' }, members: { type: 'string', default: '5000' }, duration: { type: 'string', default: '10' } },
});
const listings = Number(values.listings);
const members = Number(values.members);
const duration = Number(values.duration);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  peakMiB: number;
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

async function main() {
  console.log('Building the server (dist/main.mjs)…');
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });

  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-bench-'));
  const env = { DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_MIN: '0', RATE_LIMIT_WRITE_PER_MIN: '0', RATE_LIMIT_READ_PER_MIN: '0', LOG_LEVEL: 'warn' };
  let server: RunningServer | undefined;
  try {
    const deps = createDeps(loadConfig(env), silentLogger);
    const seeded = await seedDemo(deps, { listings, members });
    const visibleIds = deps.db
      .select({ id: listingTable.id })
      .from(listingTable)
      .where(ne(listingTable.status, 'deleted'))
      .all()
      .map((row) => row.id);
    deps.db.$client.close();
    console.log(`Seeded ${seeded.members} members and ${seeded.listings} listings in ${(seeded.ms / 1000).toFixed(1)} s.`);

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
    for (const c of benchCases(visibleIds, token)) {
      await drive(server, c, WARM_UP_SECONDS);
      const result = await drive(server, c, duration);
      const row = {
        name: c.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
        peakMiB: server.memory().peakMiB,
      };
      rows.push(row);
      console.log(`${row.name}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, peak RSS ${row.peakMiB.toFixed(0)} MiB`);
    }

    console.log(
      `\n${describeMachine()}; ${listings} listings, ${members} members; ${CONNECTIONS} connections, ${duration} s per case after ${WARM_UP_SECONDS} s warm-up.\n`,
    );
    console.log('| case | req/s | p50 ms | p99 ms | failed | server peak RSS so far, MiB |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.failures} | ${r.peakMiB.toFixed(0)} |`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
