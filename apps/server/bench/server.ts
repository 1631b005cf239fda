import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { listeningPort } from '@mpx/testing';
import { SERVER_NODE_FLAGS } from '../src/node-flags';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Peak and current resident memory in MiB, from /proc (Linux). */
  memory(): { peakMiB: number; rssMiB: number };
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const port = listeningPort(probe.address());
      probe.close(() => resolve(port));
    });
  });
}

function statusKiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}

/** Starts the built server (`dist/main.mjs`) as its own process, as `npm start` would. */
export async function startServer(mainFile: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, mainFile], {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer /healthz within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process has no pid (spawn failed)');
  return {
    url,
    process: child,
    memory: () => ({ peakMiB: statusKiB(pid, 'VmHWM') / 1024, rssMiB: statusKiB(pid, 'VmRSS') / 1024 }),
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
