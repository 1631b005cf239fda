import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listeningPort } from '@mpx/testing';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = new URL('../..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const port = listeningPort(srv.address());
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env: { PATH: process.env.PATH, ...env } });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a bad setting at start with a message naming it', async () => {
    const proc = start({ DATA_DIR: dataDir, PORT: 'abc', RATE_LIMIT_READ_PER_MIN: 'lots' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('Invalid configuration');
    expect(proc.output()).toContain('PORT: PORT must be a whole number');
    expect(proc.output()).toContain('RATE_LIMIT_READ_PER_MIN');
  });

  it('migrates, serves, and on SIGTERM finishes cleanly with exit code 0', async () => {
    const port = await freePort();
    const proc = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    let health: unknown;
    for (let i = 0; i < 100 && !health; i++) {
      health = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((r) => r.json())
        .catch(() => undefined);
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health).toEqual({ status: 'ok' });
    proc.child.kill('SIGTERM');
    expect(await proc.exited).toBe(0);
    expect(proc.output()).toContain('shutting down');
    expect(proc.output()).toContain(`running at http://localhost:${port}`);
  });
});
