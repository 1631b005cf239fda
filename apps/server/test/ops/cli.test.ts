import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';

const run = promisify(execFile);
const serverDir = new URL('../..', import.meta.url).pathname;

/** Runs a command as `npm run <script> -- …` would: inside apps/server, typed from `invokedFrom`. */
function cli(script: string, args: string[], dataDir: string, invokedFrom = dataDir) {
  return run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, INIT_CWD: invokedFrom },
  });
}

describe('operator commands', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('npm run admin -- <email> grants admin on the same DATA_DIR, --revoke removes it', async () => {
    const member = await createMember(t);
    const granted = await cli('admin', [member.email.toUpperCase()], t.dataDir);
    expect(granted.stdout).toContain(`${member.email} is now an admin.`);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: member.auth })).json().is_admin).toBe(true);
    const revoked = await cli('admin', [member.email, '--revoke'], t.dataDir);
    expect(revoked.stdout).toContain('is no longer an admin.');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: member.auth })).json().is_admin).toBe(false);
  });

  it('explains an unknown email or a missing argument and exits non-zero', async () => {
    await expect(cli('admin', ['nobody@example.com'], t.dataDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Register it on the site first'),
    });
    await expect(cli('admin', [], t.dataDir)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin -- <email> [--revoke]') });
  });

  it('npm run backup -- <file> writes a consistent copy while the server runs', async () => {
    const member = await createMember(t);
    const dir = mkdtempSync(join(tmpdir(), 'mpx-backup-'));
    try {
      const { stdout } = await cli('backup', ['copy.db'], t.dataDir, dir);
      expect(stdout).toContain('Backed up');
      const file = join(dir, 'copy.db');
      expect(existsSync(file)).toBe(true);
      const copy = new Database(file, { readonly: true });
      expect(copy.prepare('select email from users where id = ?').get(member.id)).toEqual({ email: member.email });
      copy.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('npm run seed:demo fills an empty DATA_DIR with members, listings, photos and decoded sizes, and refuses a used one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mpx-seed-'));
    try {
      const { stdout } = await cli('seed-demo', ['--listings', '150', '--members', '20'], dir);
      expect(stdout).toContain('Seeded 20 members and 150 listings');
      await expect(cli('seed-demo', [], dir)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Use --force') });
      const db = new Database(join(dir, 'app.db'), { readonly: true });
      const counts = db
        .prepare<[], { listings: number; sizes: number; rims: number; photos: number; mostActive: number }>(
          `SELECT count(*) AS listings, count(size_code) AS sizes, count(size_rim_um) AS rims,
             (SELECT count(*) FROM listing_photos) AS photos,
             (SELECT max(n) FROM (SELECT count(*) AS n FROM listings WHERE status = 'active' GROUP BY user_id)) AS mostActive
           FROM listings`,
        )
        .get();
      db.close();
      expect(counts?.listings).toBe(150);
      // Decoded as the API would on create: a known size for many, a published rim for fewer.
      expect(counts?.sizes).toBeGreaterThan(45);
      expect(counts?.rims).toBeGreaterThan(10);
      expect(counts?.photos).toBeGreaterThan(100);
      expect(counts?.mostActive).toBeLessThanOrEqual(t.config.maxActiveListings);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
