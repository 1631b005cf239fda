import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminSystem } from '@mpx/shared';
import { listeningPort } from '@mpx/testing';
import Database from 'better-sqlite3';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/backup/restore';
import { writeBackup } from '../../src/backup/write';
import { createAdmin, createMember, startTestApp } from '../support/test-app';
import { createListing, insertListings } from '../support/listings';

const serverDir = new URL('../..', import.meta.url).pathname;
const temp = (prefix: string) => mkdtempSync(join(tmpdir(), `mpx-${prefix}-`));
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(\.\d{3})?Z$/;

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('scheduled backups', { timeout: 60_000 }, () => {
  const scratch = temp('scheduled');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('a server started with BACKUP_INTERVAL=1s BACKUP_KEEP=2 backs up one interval after start and keeps exactly two', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = listeningPort(probe.address());
    await new Promise((resolve) => probe.close(resolve));
    const dataDir = join(scratch, 'process');
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      BACKUP_INTERVAL: '1s',
      BACKUP_KEEP: '2',
      LOG_FORMAT: 'json',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      await until(() => output.includes('is running at'), 'the server to start', 30_000);
      const written = () => output.split('\n').filter((l) => l.includes('"msg":"backup written"')).length;
      await until(() => written() >= 4, 'four backups', 30_000);
      const backups = readdirSync(join(dataDir, 'backups'));
      expect(backups.filter((b) => BACKUP_NAME.test(b))).toHaveLength(2);
      expect(backups).toHaveLength(2);
    } finally {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(output).not.toContain('backup failed');
  });

  it('logs a failed backup, shows it on the System tab, and succeeds at the next interval', async () => {
    const dir = join(scratch, 'blocked');
    writeFileSync(dir, 'a file where the backup folder should be');
    const t = await startTestApp({ BACKUP_DIR: dir, BACKUP_INTERVAL: '1s', BACKUP_KEEP: '3' });
    try {
      const admin = await createAdmin(t);
      const system = async () => (await t.request({ method: 'GET', url: '/api/admin/system', headers: admin.auth })).json<AdminSystem>().backup;
      await until(async () => (await system()).last !== null, 'the first attempt');
      expect((await system()).last).toMatchObject({ ok: false, folder: null, bytes: null, error: expect.stringContaining('EEXIST') });
      expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      rmSync(dir);
      mkdirSync(dir);
      await until(async () => (await system()).last?.ok === true, 'a successful attempt');
      const last = (await system()).last;
      expect(last).toMatchObject({ ok: true, error: null, folder: expect.stringContaining(dir) });
    } finally {
      await t.close();
    }
  });

  it('a backup under a write storm restores to a database that passes integrity_check and holds every write acknowledged before it started', async () => {
    const t = await startTestApp({ MAX_ACTIVE_LISTINGS: '100000', BACKUP_INTERVAL: '0' });
    try {
      const member = await createMember(t);
      insertListings(t, member.id, 1000);
      const acknowledged: number[] = [];
      let storming = true;
      const storm = Promise.all(
        Array.from({ length: 4 }, async () => {
          while (storming) acknowledged.push((await createListing(t, member, { model: `Storm ${acknowledged.length}` })).listing_id);
        }),
      );
      await until(() => acknowledged.length >= 20, 'the storm to start');
      const before = [...acknowledged];
      const { folder } = await writeBackup({ dataDir: t.dataDir, into: join(scratch, 'storm'), version: 'test' });
      const during = acknowledged.length - before.length;
      storming = false;
      await storm;
      expect(during, 'writes acknowledged while the backup ran').toBeGreaterThan(0);

      const target = join(scratch, 'storm-restored');
      await restoreBackup({ folder, dataDir: target, force: false });
      const restored = new Database(join(target, 'app.db'), { readonly: true });
      try {
        expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
        const ids = new Set(restored.prepare('select id from listings').pluck().all());
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        expect(ids.size).toBeGreaterThanOrEqual(1000 + before.length);
      } finally {
        restored.close();
      }
    } finally {
      await t.close();
    }
  });
});
