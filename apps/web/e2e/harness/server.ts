import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_CLI, assertBuilt, BACKUP_CLI, REPO_ROOT, SERVER_BUNDLE } from './paths';
import { freePort } from './ports';

const run = promisify(execFile);

/** Servers still running; killed if the test process exits without stopping them. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface ServerHandle {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed, for failure reports. */
  output(): string;
  /** `npm run admin -- <email>` against this server's data directory. */
  makeAdmin(email: string): Promise<void>;
  /** `npm run backup` against this server's data directory, while it runs. */
  backup(): Promise<void>;
  /** Stops the server (SIGTERM) but keeps its data directory, for tests of what happens while it is away. */
  pause(): Promise<void>;
  /** Starts it again after `pause`, on the same port and data directory, and waits until it is healthy. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  smtpUrl: string;
  /** Extra or overriding environment variables (e.g. SITE_NAME). */
  env?: Record<string, string>;
  /** A data directory prepared beforehand (seeded); removed on `stop` like a fresh one. */
  dataDir?: string;
}

/**
 * Starts the built server (apps/server/dist/main.mjs) on a free port with a fresh (or the given) DATA_DIR and
 * rate limits off, and waits until /healthz answers.
 */
export async function startServer({ smtpUrl, env = {}, dataDir: prepared }: ServerOptions): Promise<ServerHandle> {
  assertBuilt();
  const dataDir = prepared ?? (await mkdtemp(join(tmpdir(), 'mpx-e2e-')));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    SMTP_URL: smtpUrl,
    RATE_LIMIT_AUTH_PER_MIN: '0',
    RATE_LIMIT_WRITE_PER_MIN: '0',
    RATE_LIMIT_READ_PER_MIN: '0',
    ...env,
  };

  let log = '';
  const launch = () => {
    const started = spawn(process.execPath, [SERVER_BUNDLE], { cwd: REPO_ROOT, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    live.add(started);
    started.once('exit', () => live.delete(started));
    started.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    return started;
  };
  let child = launch();

  const handle: ServerHandle = {
    baseUrl,
    port,
    dataDir,
    output: () => log,
    async makeAdmin(email) {
      await run(process.execPath, ['--import', 'tsx', ADMIN_CLI, email], { cwd: REPO_ROOT, env: serverEnv });
    },
    async backup() {
      await run(process.execPath, ['--import', 'tsx', BACKUP_CLI], { cwd: REPO_ROOT, env: serverEnv });
    },
    async pause() {
      await stopProcess(child);
      log += '--- server paused by the test ---\n';
    },
    async resume() {
      if (child.exitCode === null && child.signalCode === null) throw new Error('resume() without pause(): the server is still running.');
      log += '--- server resumed by the test ---\n';
      // The port was ours a moment ago; another process taking it meanwhile fails the health check loudly.
      child = launch();
      await waitForHealth(baseUrl, child);
    },
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await handle.stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server output ---\n${log}`);
  }
  return handle;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was healthy.`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs} ms.`);
}

/** SIGTERM, then SIGKILL if the process has not gone within five seconds. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
