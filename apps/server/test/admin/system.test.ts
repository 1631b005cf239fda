import type { AppRouter } from '@mpx/api';
import { adminSystemOutput } from '@mpx/shared';
import { isTRPCClientError } from '@trpc/client';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { call } from './support';

const PASSWORD = 'S3cret-pass';

async function refusal(promise: Promise<unknown>): Promise<[number | undefined, string]> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isTRPCClientError<AppRouter>(err)) throw new Error(`expected a refusal, got ${JSON.stringify(err)}`);
  return [err.data?.httpStatus, err.message];
}

/** The admin System tab (api §20.1): what it shows, that it shows no secret, and who may see it. */
describe('GET /api/admin/system', async () => {
  // Nothing listens on port 1: every email fails, which the tab must report without the password.
  const t = await startTestApp({ SMTP_URL: `smtp://mailuser:${PASSWORD}@127.0.0.1:1`, BACKUP_KEEP: '3' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const admin = await createAdmin(t);
  const member = await createMember(t);
  await t.deps.mailer.flush();

  it('shows the release, uptime, sizes, counts, backups, mail and the settings in force, and no secret', async () => {
    const res = await call(t, admin, 'GET', '/api/admin/system');
    expect(res.statusCode).toBe(200);
    const body = adminSystemOutput.parse(res.json());
    expect(body).toMatchObject({
      version: '1.0.0',
      counts: { members: 2, listings: 0 },
      storage: { photo_files: 0, photo_bytes: 0 },
      backup: { enabled: true, dir: `${t.dataDir}/backups`, interval: '1d', keep: 3, running: false, last: null },
      mail: { transport: 'smtp', target: 'smtp://127.0.0.1:1', outbox_files: null, last_sent_at: null },
    });
    expect(body.storage.database_bytes).toBeGreaterThan(0);
    expect(body.backup.next_at).not.toBeNull();
    expect(body.mail.last_error?.message).toMatch(/ECONNREFUSED|connect/);
    expect(Object.fromEntries(body.settings.map((s) => [s.name, s.value]))).toMatchObject({
      DATA_DIR: t.dataDir,
      SMTP_URL: 'smtp://127.0.0.1:1',
      BACKUP_INTERVAL: '1d',
      BACKUP_KEEP: '3',
      RATE_LIMIT_READ_PER_MIN: '0',
      LISTING_EXPIRY_DAYS: '60',
    });
    expect(res.body).not.toContain(PASSWORD);
    expect(res.body).not.toContain('mailuser');
  });

  it('refuses a guest (401) and a member (403) over REST, tRPC, an HTTP batch and the WebSocket', async () => {
    expect((await call(t, null, 'GET', '/api/admin/system')).json()).toEqual({ error: 'No token provided.' });
    expect((await call(t, member, 'GET', '/api/admin/system')).json()).toEqual({ error: 'Admin access required.' });
    expect(await refusal(httpClient(address).client.admin.system.query())).toEqual([401, 'No token provided.']);
    expect(await refusal(httpClient(address, { bearer: member.token }).client.admin.system.query())).toEqual([403, 'Admin access required.']);

    const batch = await t.request({ method: 'GET', url: `/trpc/admin.system,admin.analytics?batch=1&input=${encodeURIComponent('{}')}`, headers: member.auth });
    expect(batch.json().map((r: { error: { data: { httpStatus: number } } }) => r.error.data.httpStatus)).toEqual([403, 403]);

    const guestWs = wsClient(address, { origin: ORIGIN });
    const memberWs = wsClient(address, { token: member.token });
    const adminWs = wsClient(address, { token: admin.token });
    try {
      expect(await refusal(guestWs.client.admin.system.query())).toEqual([401, 'No token provided.']);
      expect(await refusal(memberWs.client.admin.system.query())).toEqual([403, 'Admin access required.']);
      expect((await adminWs.client.admin.system.query()).counts.members).toBe(2);
    } finally {
      await Promise.all([guestWs.close(), memberWs.close(), adminWs.close()]);
    }
  });
});
