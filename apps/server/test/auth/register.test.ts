import { emailVerificationTokens, users } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { linkFromMail, loginToken, registration, startTestApp } from '../support/test-app';

describe('POST /api/auth/register (api §1.1)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const register = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/auth/register', payload });

  it('checklist 12: a 6-character password answers 201 {message, user_id} and sends one verification email', async () => {
    const body = registration({ password: 'abcdef' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Registration successful! Please check your email to verify your account.', user_id: expect.any(Number) });
    const link = await linkFromMail(t, body.email, '/verify-email?token=');
    expect(link.origin).toBe('http://localhost:4000');
    await t.deps.mailer.flush();
    expect(t.smtp.messages.filter((m) => m.to.includes(body.email))).toHaveLength(1);
  });

  it('stores the account as the contract says: name joined, email lower-cased, unverified, no session', async () => {
    const body = registration({ first_name: '  Jo ', last_name: ' Brass ', email: 'Jo.Brass@Example.COM', nickname: '  ' });
    const res = await register(body);
    const row = present(t.deps.db.select().from(users).where(eq(users.id, res.json().user_id)).get(), 'the new user row');
    expect(row).toMatchObject({
      name: 'Jo Brass',
      email: 'jo.brass@example.com',
      nickname: null,
      emailVerified: false,
      isAdmin: false,
      status: 'active',
      emailNotifications: true,
      averageRating: 0,
      ratingCount: 0,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('the verification token is stored hashed, never as sent', async () => {
    const body = registration();
    const res = await register(body);
    const link = await linkFromMail(t, body.email, '/verify-email?token=');
    const token = present(link.searchParams.get('token'), 'a token in the link');
    const rows = t.deps.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, res.json().user_id)).all();
    expect(rows).toHaveLength(1);
    const stored = present(rows[0], 'the stored token').id;
    expect(stored).not.toBe(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
  });

  it('checklist 13: Sam@Example.com when sam@example.com exists answers 409', async () => {
    expect((await register(registration({ email: 'sam@example.com' }))).statusCode).toBe(201);
    const res = await register(registration({ email: 'Sam@Example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Email already registered.' });
  });

  it('concurrent registrations of one address: exactly one 201, one 409', async () => {
    const body = registration();
    const answers = await Promise.all([register(body), register({ ...body, email: body.email.toUpperCase() })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('checklist 14: without first_name answers 400 "First name is required" at path first_name', async () => {
    const { first_name: _omit, ...body } = registration();
    const res = await register(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('First name is required');
    expect(res.json().issues[0]).toEqual({ path: 'first_name', message: 'First name is required' });
  });

  it('lists every failed field in the table order with the spec messages', async () => {
    const res = await register({
      first_name: 'A',
      last_name: 42,
      email: 'not-an-email',
      password: '12345',
      location_state: 'XYZ',
      location_postcode: '123',
      nickname: 7,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'First name must be at least 2 characters',
      issues: [
        { path: 'first_name', message: 'First name must be at least 2 characters' },
        { path: 'last_name', message: 'Last name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
        { path: 'location_state', message: 'Invalid state. Must be one of: NSW, VIC, QLD, WA, SA, TAS, ACT, NT' },
        { path: 'location_postcode', message: 'Please enter a valid 4-digit postcode' },
        { path: 'nickname', message: 'Nickname must be a string.' },
      ],
    });
  });

  it.each([
    ['first_name', 'x'.repeat(51), 'First name must be 50 characters or less.'],
    ['last_name', '   ', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email must be 255 characters or less.'],
    ['password', '', 'Password is required'],
    ['password', 'p'.repeat(257), 'Password must be 256 characters or less.'],
    ['location_state', '', 'State is required'],
    ['location_state', 'vic', 'Invalid state. Must be one of: NSW, VIC, QLD, WA, SA, TAS, ACT, NT'],
    ['location_postcode', '', 'Postcode is required'],
    ['location_postcode', '30000', 'Please enter a valid 4-digit postcode'],
    ['nickname', 'n'.repeat(51), 'Nickname must be 50 characters or less.'],
  ])('%s = %j → %s', async (field, value, message) => {
    const before = t.deps.db.select().from(users).all().length;
    const res = await register(registration({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(res.json().issues[0].path).toBe(field);
    expect(t.deps.db.select().from(users).all().length).toBe(before);
  });

  it('passwords are not trimmed', async () => {
    const body = registration({ password: '  spaced  ' });
    const res = await register(body);
    t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, res.json().user_id)).run();
    await expect(loginToken(t, body.email, '  spaced  ')).resolves.toBeTruthy();
    await expect(loginToken(t, body.email, 'spaced')).rejects.toThrow(/401/);
  });

  it('checklist 15: nickname "" is stored as null, visible in /api/auth/me after verifying and logging in', async () => {
    const body = registration({ nickname: '' });
    await register(body);
    const link = await linkFromMail(t, body.email, '/verify-email?token=');
    await t.request({ method: 'GET', url: `/api/auth/verify-email${link.search}` });
    const token = await loginToken(t, body.email, body.password);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().nickname).toBeNull();
  });
});
