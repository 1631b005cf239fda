import { afterAll, describe, expect, it } from 'vitest';
import { linkFromMail, registration, startTestApp } from './support/test-app';

describe('smoke', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('registers, verifies by email link, logs in and reads me', async () => {
    const body = registration();
    const reg = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(reg.statusCode).toBe(201);
    const link = await linkFromMail(t, body.email, '/verify-email');
    const verify = await t.request({ method: 'GET', url: `/api/auth/verify-email${link.search}` });
    expect(verify.json()).toEqual({ message: 'Email verified successfully.' });
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(me.json().email).toBe(body.email);
    const health = await t.request({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
