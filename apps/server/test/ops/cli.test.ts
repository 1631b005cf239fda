import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';
import { cli } from './run-cli';

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
});
