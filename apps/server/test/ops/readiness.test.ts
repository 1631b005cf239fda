import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeMigrations, MIGRATIONS_DIR } from '@mpx/db';
import { present } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { READINESS_PROBE_FILE } from '../../src/system/readiness';
import { writeWebDist } from '../serving/web-dist';
import { startTestApp, type TestApp } from '../support/test-app';

const newest = present(codeMigrations(MIGRATIONS_DIR).at(-1), "the code's newest migration");

const readyz = async (t: TestApp) => {
  const res = await t.request({ method: 'GET', url: '/readyz' });
  expect(res.headers['cache-control']).toBe('no-store');
  return { status: res.statusCode, body: res.json<{ status: string; reason?: string }>() };
};

const healthz = async (t: TestApp) => (await t.request({ method: 'GET', url: '/healthz' })).statusCode;

describe('/readyz on a server that can serve', async () => {
  const web = writeWebDist();
  const t = await startTestApp({}, { webDist: web.dir });
  afterAll(async () => {
    await t.close();
    web.remove();
  });

  it('answers 200 ready, to anyone, and leaves nothing behind in DATA_DIR', async () => {
    expect(await readyz(t)).toEqual({ status: 200, body: { status: 'ready' } });
    expect(existsSync(join(t.dataDir, READINESS_PROBE_FILE))).toBe(false);
  });

  it('answers 503 with the reason while DATA_DIR takes no write, 200 again once it does; /healthz stays 200', async () => {
    // A folder where the probe writes its file: refused even to root, whom file modes do not stop.
    const blocker = join(t.dataDir, READINESS_PROBE_FILE);
    mkdirSync(blocker);
    try {
      expect(await readyz(t)).toEqual({ status: 503, body: { status: 'not ready', reason: 'The data directory (DATA_DIR) is not writable: EISDIR.' } });
      expect(await healthz(t)).toBe(200);
    } finally {
      rmSync(blocker, { recursive: true });
    }
    expect((await readyz(t)).status).toBe(200);
  });

  it("answers 503 naming the migration while the database lacks this code's newest one", async () => {
    const sqlite = t.deps.db.$client;
    const row = present(
      sqlite
        .prepare<[number], { hash: string; created_at: number }>('select hash, created_at from __drizzle_migrations where created_at = ?')
        .get(newest.createdAt),
      'the newest migration row',
    );
    sqlite.prepare('delete from __drizzle_migrations where created_at = ?').run(newest.createdAt);
    try {
      const { status, body } = await readyz(t);
      expect(status).toBe(503);
      expect(body.status).toBe('not ready');
      expect(body.reason).toMatch(new RegExp(`^Schema migration ${newest.tag} is not applied \\(the database has \\w+\\): restart the server to apply it\\.$`));
      expect(await healthz(t)).toBe(200);
    } finally {
      sqlite.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run(row.hash, row.created_at);
    }
    expect((await readyz(t)).status).toBe(200);
  });

  it('answers 503 when the database has a migration newer than the code (a restored backup from a newer release)', async () => {
    const sqlite = t.deps.db.$client;
    sqlite.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run('future', newest.createdAt + 1000);
    try {
      expect((await readyz(t)).body.reason).toMatch(
        /^The database has schema migration unknown migration of .+, newer than this code's last one \(.+\): upgrade the code\.$/,
      );
    } finally {
      sqlite.prepare("delete from __drizzle_migrations where hash = 'future'").run();
    }
  });
});

describe('/readyz without the web build', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'mpx-no-web-'));
  const t = await startTestApp({}, { webDist: empty });
  afterAll(async () => {
    await t.close();
    rmSync(empty, { recursive: true, force: true });
  });

  it('answers 503 saying the web app is not built, while /healthz stays 200', async () => {
    expect(await readyz(t)).toEqual({
      status: 503,
      body: { status: 'not ready', reason: 'The web app is not built (its index.html is missing): run npm run build, or npm start, which builds it.' },
    });
    expect(await healthz(t)).toBe(200);
  });
});
