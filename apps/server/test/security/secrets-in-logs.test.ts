import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { settleAfterAnswer } from '@mpx/api';
import { present } from '@mpx/shared';
import { startSmtpSink, to } from '@mpx/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDeps } from '../../src/deps';
import { createLogger } from '../../src/logging';
import { secretMask } from '../../src/secrets';
import { registration } from '../support/test-app';

const USER = 'relay-user-7';
const PASSWORD = 's3cret:Pass';

/**
 * No secret in any log line (README, LOG_LEVEL): the server's real mail path and HTTP surface,
 * logging at its most verbose through the process logger into memory, against a real SMTP relay
 * that quotes the credentials back when it refuses them, as some relays do.
 */
describe('secrets never reach the log', async () => {
  let refusing = true;
  const relay = await startSmtpSink({
    onAuth: (auth, _session, callback) =>
      refusing ? callback(new Error(`Authentication failed for :${auth.username}:${auth.password ?? ''}`)) : callback(null, { user: auth.username }),
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-log-secrets-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:4000',
    SMTP_URL: `smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${relay.port}`,
    RATE_LIMIT_AUTH_PER_MIN: '0',
    RATE_LIMIT_WRITE_PER_MIN: '0',
    RATE_LIMIT_READ_PER_MIN: '0',
  });
  const lines: string[] = [];
  const log = createLogger('trace', { mask: secretMask(config), destination: { write: (line: string) => void lines.push(line) } });
  const deps = createDeps(config, log);
  const app = await buildApp({ config, deps, logger: log, webDist: join(dataDir, 'no-web-build') });
  afterAll(async () => {
    await app.close();
    deps.mailer.close();
    deps.db.$client.close();
    await relay.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const request = app.inject.bind(app);
  const tokenIn = (text: string, path: string) => present(new RegExp(`${path}\\?token=([a-z2-7]+)`).exec(text)?.[1], `a token in ${path}`);

  it('logs the refused email, the requests and their errors without the SMTP credentials, tokens or cookies', async () => {
    // The relay refuses: the failure is logged with the relay's answer, which quotes the password.
    const refused = registration();
    expect((await request({ method: 'POST', url: '/api/auth/register', payload: refused })).statusCode).toBe(201);
    await deps.mailer.flush();
    expect(lines.some((line) => line.includes('email could not be sent') && line.includes('Authentication failed'))).toBe(true);

    // The relay accepts: a verification and a reset token reach the member and come back in requests.
    refusing = false;
    const member = registration();
    await request({ method: 'POST', url: '/api/auth/register', payload: member });
    const verifyToken = tokenIn((await relay.waitFor(to(member.email))).text, '/verify-email');
    expect((await request({ method: 'GET', url: `/api/auth/verify-email?token=${verifyToken}` })).statusCode).toBe(200);
    // The same token again, in a tRPC call's URL (a mutation asked with GET) and body.
    const input = encodeURIComponent(JSON.stringify({ token: verifyToken }));
    expect((await request({ method: 'GET', url: `/trpc/auth.verifyEmail?input=${input}` })).statusCode).toBeGreaterThanOrEqual(400);
    await request({ method: 'POST', url: '/trpc/auth.verifyEmail', payload: { token: verifyToken } });

    await request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email } });
    await settleAfterAnswer(deps);
    const resetMail = await relay.waitFor((m) => to(member.email)(m) && m.text.includes('/reset-password?token='));
    const resetToken = tokenIn(resetMail.text, '/reset-password');
    const newPassword = 'n3w-Secret-Words';
    const reset = await request({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, newPassword } });
    expect(reset.statusCode).toBe(200);

    // A session: its token as a bearer, as a cookie, and where no client should put it.
    const login = await request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: newPassword } });
    const session = present(login.json<{ token?: string }>().token, 'a session token');
    await request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session}` } });
    await request({ method: 'GET', url: '/api/auth/me', headers: { cookie: `session=${session}` } });
    await request({ method: 'GET', url: `/api/listings?session=${session}`, headers: { cookie: `session=${session}` } });
    await request({ method: 'GET', url: `/api/no-such-thing/${session}`, headers: { authorization: `Bearer ${session}` } });

    // Then the relay refuses again, after the member has a session.
    refusing = true;
    await request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email } });
    await settleAfterAnswer(deps);
    await deps.mailer.flush();

    const whole = lines.join('');
    const secrets = {
      password: PASSWORD,
      'password as in the URL': encodeURIComponent(PASSWORD),
      'user:password': `${USER}:${PASSWORD}`,
      user: USER,
      'verify token': verifyToken,
      'reset token': resetToken,
      'session token': session,
      'new password': newPassword,
      'member password': member.password,
    };
    expect(Object.entries(secrets).filter(([, secret]) => whole.includes(secret))).toEqual([]);
    // The lines are still JSON, and still say what happened.
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(lines.filter((line) => line.includes('email could not be sent'))).toHaveLength(2);
    expect(whole).toContain('/api/auth/verify-email?token=[redacted]');
  });
});
