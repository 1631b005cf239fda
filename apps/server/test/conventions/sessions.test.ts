import { sessions } from '@mpx/db';
import { hashToken } from '@mpx/api';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, sessionCookie, startTestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('api §0.2 sessions and CSRF', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  async function cookieLogin() {
    const member = await createMember(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    const cookie = present(sessionCookie(res), 'a session cookie');
    return { member, cookie, cookieHeader: { cookie: `session=${cookie.value}` } };
  }

  it('login sets the HttpOnly SameSite=Lax session cookie for 30 days, equal to the token', async () => {
    const member = await createMember(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    const header = String(res.headers['set-cookie']);
    expect(header).toContain(`session=${res.json().token}`);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=2592000');
    expect(header).not.toContain('Secure');
  });

  it('tokens are ≥ 20 random bytes in lower-case base32, and only their SHA-256 is stored', async () => {
    const { member } = await cookieLogin();
    expect(member.token).toMatch(/^[a-z2-7]{32,}$/);
    const row = t.deps.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(member.token)))
      .get();
    expect(row?.userId).toBe(member.id);
    const all = JSON.stringify(t.deps.db.select().from(sessions).all());
    expect(all).not.toContain(member.token);
  });

  it('no token at all: 401 "No token provided."', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'No token provided.' });
  });

  it('an Authorization header that is not "Bearer " counts as no token', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Basic abc' } });
    expect(res.json()).toEqual({ error: 'No token provided.' });
  });

  it('an unknown token: 401 "Invalid or expired token."; from the cookie, the cookie is cleared', async () => {
    const bearer = await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer nope' } });
    expect(bearer.statusCode).toBe(401);
    expect(bearer.json()).toEqual({ error: 'Invalid or expired token.' });
    expect(sessionCookie(bearer)).toBeUndefined();
    const cookie = await t.request({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'session=nope' } });
    expect(cookie.json()).toEqual({ error: 'Invalid or expired token.' });
    expect(sessionCookie(cookie)).toEqual({ value: '', maxAge: 0 });
  });

  it('when both are present the header is used and the cookie ignored', async () => {
    const a = await cookieLogin();
    const b = await createMember(t);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { ...a.cookieHeader, ...b.auth } });
    expect(res.json().user_id).toBe(b.id);
  });

  it('an expired session is refused and removed', async () => {
    const member = await createMember(t);
    const id = hashToken(member.token);
    t.deps.db
      .update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.id, id))
      .run();
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: member.auth });
    expect(res.json()).toEqual({ error: 'Invalid or expired token.' });
    expect(t.deps.db.select().from(sessions).where(eq(sessions.id, id)).get()).toBeUndefined();
  });

  it('checklist 24: a session used with 10 days left is moved to 30 days from now; the cookie is re-sent', async () => {
    const { cookie, cookieHeader } = await cookieLogin();
    const id = hashToken(cookie.value);
    t.deps.db
      .update(sessions)
      .set({ expiresAt: Date.now() + 10 * DAY })
      .where(eq(sessions.id, id))
      .run();
    const before = Date.now();
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: cookieHeader });
    expect(res.statusCode).toBe(200);
    const expiresAt = present(t.deps.db.select().from(sessions).where(eq(sessions.id, id)).get(), 'the session row').expiresAt;
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    expect(sessionCookie(res)).toEqual({ value: cookie.value, maxAge: 2592000 });
  });

  it('a session with more than 15 days left is not touched', async () => {
    const member = await createMember(t);
    const id = hashToken(member.token);
    const expiresAt = Date.now() + 20 * DAY;
    t.deps.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id)).run();
    await t.request({ method: 'GET', url: '/api/auth/me', headers: member.auth });
    expect(t.deps.db.select().from(sessions).where(eq(sessions.id, id)).get()?.expiresAt).toBe(expiresAt);
  });

  it('checklist 7: a cookie-authenticated write without our Origin answers 403 and changes nothing; with Bearer it succeeds', async () => {
    const { member, cookieHeader } = await cookieLogin();
    const payload = { nickname: 'Changed' };
    for (const origin of [undefined, 'https://evil.example']) {
      const res = await t.request({ method: 'PUT', url: '/api/profile/me', headers: { ...cookieHeader, ...(origin ? { origin } : {}) }, payload });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Invalid request origin.' });
    }
    expect((await t.request({ method: 'GET', url: '/api/profile/me', headers: member.auth })).json().nickname).toBe('Slide');
    const bearer = await t.request({ method: 'PUT', url: '/api/profile/me', headers: member.auth, payload });
    expect(bearer.statusCode).toBe(200);
    const same = await t.request({ method: 'PUT', url: '/api/profile/me', headers: { ...cookieHeader, origin: ORIGIN }, payload: { nickname: 'Again' } });
    expect(same.json().nickname).toBe('Again');
  });

  it('logout with the cookie and a foreign Origin is refused and keeps the session', async () => {
    const { cookieHeader } = await cookieLogin();
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { ...cookieHeader, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', headers: cookieHeader })).statusCode).toBe(200);
  });

  it('cookie-authenticated reads need no Origin', async () => {
    const { cookieHeader } = await cookieLogin();
    expect((await t.request({ method: 'GET', url: '/api/profile/me', headers: cookieHeader })).statusCode).toBe(200);
  });
});

describe('sessions over https', async () => {
  const t = await startTestApp({ PUBLIC_URL: 'https://mouthpieces.example.org' });
  afterAll(() => t.close());

  it('the cookie is Secure when the site is served over https', async () => {
    const member = await createMember(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });
});
