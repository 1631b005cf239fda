/**
 * What an open WebSocket costs the server, bare and subscribed to `events.onEvent`, measured
 * exactly: the server runs in this process, so its heap can be read after full collections, and
 * the clients in a child process (bench/ws-clients.ts), so theirs is not counted. RSS growth,
 * which `bench:realtime` also reports, moves with when V8 last collected; this does not.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createSession, silentLogger } from '@mpx/api';
import { users } from '@mpx/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDeps } from '../src/deps';

const CLIENTS = fileURLToPath(new URL('./ws-clients.ts', import.meta.url));

/** V8's full collection, reachable without starting node with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc: unknown = runInNewContext('gc');
  if (!isCollector(gc)) throw new Error('gc is not available');
  return gc;
}

const isCollector = (value: unknown): value is () => void => typeof value === 'function';

export interface SubscriptionHeap {
  sockets: number;
  /** Heap and external memory per open socket, in KiB. */
  bareKiB: number;
  subscribedKiB: number;
}

export async function subscriptionHeap(sockets: number): Promise<SubscriptionHeap> {
  const gc = collector();
  const heap = () => {
    gc();
    gc();
    const { heapUsed, external } = process.memoryUsage();
    return heapUsed + external;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-bench-heap-'));
  const env = { DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_MIN: '0', RATE_LIMIT_WRITE_PER_MIN: '0', RATE_LIMIT_READ_PER_MIN: '0' };
  const config = loadConfig({ ...env, PUBLIC_URL: 'http://127.0.0.1' });
  const deps = createDeps(config, silentLogger);
  const app = await buildApp({ config, deps });
  try {
    const rows = deps.db
      .insert(users)
      .values(
        Array.from({ length: sockets }, (_, i) => ({
          email: `heap${i}@bench.test`,
          passwordHash: 'not-a-login',
          name: `Heap ${i}`,
          locationState: 'VIC' as const,
          locationPostcode: '3000',
          emailVerified: true,
          joinDate: Date.now(),
        })),
      )
      .returning()
      .all();
    const tokens = rows.map((u) => createSession(deps, u.id));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });

    /** Heap growth per socket while `sockets` clients hold one open each. */
    const perSocket = async (subscribe: boolean) => {
      const before = heap();
      const child = spawn(process.execPath, ['--import', 'tsx', CLIENTS], { stdio: ['pipe', 'pipe', 'inherit'] });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.stdin.end(JSON.stringify({ url, tokens, subscribe }));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('ready')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`the clients exited (${code}) before they were ready`)));
      });
      // Let the last upgrades' request objects go.
      await new Promise((r) => setTimeout(r, 1000));
      const after = heap();
      child.kill();
      await exited;
      while (app.websocketServer.clients.size > 0) await new Promise((r) => setTimeout(r, 50));
      return (after - before) / sockets / 1024;
    };
    const bareKiB = await perSocket(false);
    const subscribedKiB = await perSocket(true);
    return { sockets, bareKiB, subscribedKiB };
  } finally {
    await app.close();
    deps.db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
