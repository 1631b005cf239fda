import { users } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, registration, startTestApp } from '../support/test-app';

const ME_FIELDS = [
  'average_rating',
  'email',
  'email_notifications',
  'email_verified',
  'is_admin',
  'location_postcode',
  'location_state',
  'name',
  'nickname',
  'paypal_link',
  'rating_count',
  'status',
  'user_id',
];

describe('POST /api/auth/login, logout, me (api §1.2–§1.4)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const login = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/auth/login', payload });

  it('requires email and password', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'email', message: 'Email is required' },
      { path: 'password', message: 'Password is required' },
    ]);
    expect((await login({ email: 'nope', password: 'x' })).json().error).toBe('Please enter a valid email address');
  });

  it('checklist 16: unknown email and wrong password give identical 401 bodies', async () => {
    const member = await createMember(t);
    const unknown = await login({ email: 'nobody-here@example.com', password: member.password });
    const wrong = await login({ email: member.email, password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ error: 'Invalid email or password.' });
  });

  it('checklist 17: an unverified login answers 403, and two within 5 minutes send one email', async () => {
    const body = registration();
    await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    await t.smtp.waitFor((m) => m.to.includes(body.email));
    // Past the registration email's 5 minutes, two logins in a row send exactly one more.
    t.clock.offsetMs += 6 * 60 * 1000;
    for (let i = 0; i < 2; i++) {
      const res = await login({ email: body.email, password: body.password });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Please verify your email before logging in.' });
    }
    await t.deps.mailer.flush();
    expect(t.smtp.messages.filter((m) => m.to.includes(body.email))).toHaveLength(2);
    t.clock.offsetMs = 0;
  });

  it('an unverified login with the wrong password is a plain 401 and sends nothing', async () => {
    const body = registration();
    await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    t.clock.offsetMs += 6 * 60 * 1000;
    expect((await login({ email: body.email, password: 'wrong-password' })).statusCode).toBe(401);
    await t.deps.mailer.flush();
    expect(t.smtp.messages.filter((m) => m.to.includes(body.email))).toHaveLength(1);
    t.clock.offsetMs = 0;
  });

  it('a disabled account with the right password answers 403 "This account is disabled."', async () => {
    const member = await createMember(t);
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, member.id)).run();
    const res = await login({ email: member.email, password: member.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'This account is disabled.' });
    // ... and its existing sessions stop working at once.
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: member.auth })).statusCode).toBe(401);
  });

  it('checklist 18: login answers {token, user} where user has exactly the Me fields', async () => {
    const member = await createMember(t);
    const res = await login({ email: member.email.toUpperCase(), password: member.password });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'user']);
    expect(Object.keys(res.json().user).sort()).toEqual(ME_FIELDS);
    expect(res.json().user).not.toHaveProperty('userId');
    expect(res.json().user).toMatchObject({ user_id: member.id, email: member.email, email_verified: true, is_admin: false, status: 'active' });
  });

  it('GET /api/auth/me answers the Me shape and never userId', async () => {
    const member = await createMember(t);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: member.auth });
    expect(Object.keys(res.json()).sort()).toEqual(ME_FIELDS);
  });

  it('checklist 19: after logout the same token gets 401 "Invalid or expired token."', async () => {
    const member = await createMember(t);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', headers: member.auth });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out.' });
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', headers: member.auth });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: 'Invalid or expired token.' });
  });

  it('logout only ends that session; other sessions of the user keep working', async () => {
    const member = await createMember(t);
    const other = (await login({ email: member.email, password: member.password })).json().token;
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: member.auth });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(200);
  });

  it('logout answers the same without any session', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out.' });
  });
});
