/**
 * `npm run bench:backup`: how long a scheduled backup holds up requests at 50,000 listings.
 * Seeds a temporary data directory as `npm run bench` does, serves it in this process, drives it
 * with autocannon from a child process, and records the event loop's longest delay (perf_hooks)
 * under load without a backup, then while backups run exactly as the timer runs them. Figures,
 * not a test.
 * Options: --listings <n> --members <m> --duration <s>.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { silentLogger } from '@mpx/api';
import { describeMachine, listeningPort } from '@mpx/testing';
import { backupBytes } from '../src/backup/manifest';
import { writeBackup } from '../src/backup/write';
import { buildApp } from '../src/app';
import { seedDemo } from '../src/cli/demo/seed';
import { loadConfig } from '../src/config';
import { createDeps } from '../src/deps';

const AUTOCANNON = fileURLToPath(new URL('../../../node_modules/.bin/autocannon', import.meta.url));
const { values } = parseArgs({
  options: { listings: { type: 'string', default: '50000' }, members: { type: 'string', default: '5000' }, duration: { type: 'string', default: '10' } },
});
const seconds = Number(values.duration);

/** Runs autocannon against `url` in its own process for `seconds`, so the load costs this event loop nothing. */
function load(url: string): Promise<void> {
  const child = spawn(AUTOCANNON, ['-c', '16', '-d', String(seconds), '--silent', url], { stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', () => resolve()));
}

const ms = (ns: number) => (ns / 1e6).toFixed(1);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-bench-backup-'));
  const backups = join(dataDir, 'bench-backups');
  try {
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_INTERVAL: '0', RATE_LIMIT_READ_PER_MIN: '0', LOG_LEVEL: 'silent' });
    const deps = createDeps(config, silentLogger);
    const seeded = await seedDemo(deps, { listings: Number(values.listings), members: Number(values.members) });
    console.log(`Seeded ${seeded.members} members and ${seeded.listings} listings in ${(seeded.ms / 1000).toFixed(1)} s.`);
    const app = await buildApp({ config, deps });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = listeningPort(app.server.address());
    const url = `http://127.0.0.1:${port}/api/listings?limit=20`;
    const backup = () => writeBackup({ dataDir, into: backups, version: 'bench' });

    const idleStart = performance.now();
    const first = await backup();
    const idleMs = performance.now() - idleStart;
    console.log(
      `A backup with no load: ${(first.manifest.database.bytes / 1024 ** 2).toFixed(0)} MiB of database and ` +
        `${((backupBytes(first.manifest) - first.manifest.database.bytes) / 1024 ** 2).toFixed(0)} MiB of photos (${first.manifest.counts.photos} files) in ${idleMs.toFixed(0)} ms.`,
    );

    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    await load(url);
    delay.disable();
    const baseline = { max: delay.max, p99: delay.percentile(99) };

    delay.reset();
    let during = 0;
    const loaded = load(url);
    const until = Date.now() + (seconds - 1) * 1000;
    await new Promise((r) => setTimeout(r, 1000));
    while (Date.now() < until) {
      delay.enable();
      await backup();
      delay.disable();
      during++;
    }
    await loaded;
    console.log(`\n${describeMachine()}; ${seeded.listings} listings; autocannon -c 16 on GET /api/listings, ${seconds} s each.`);
    console.log('| event loop delay under load | max ms | p99 ms |');
    console.log('|---|---:|---:|');
    console.log(`| no backup | ${ms(baseline.max)} | ${ms(baseline.p99)} |`);
    console.log(`| during ${during} backups | ${ms(delay.max)} | ${ms(delay.percentile(99))} |`);
    await app.close();
    deps.db.$client.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
