import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';

describe('api §0.8 rate limits', async () => {
  const t = await startTestApp({ RATE_LIMIT_AUTH_PER_MIN: '10', RATE_LIMIT_WRITE_PER_MIN: '3', RATE_LIMIT_READ_PER_MIN: '5' });
  afterAll(() => t.close());
  const login = () => t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'wrong-password' } });

  it('checklist 4: the 11th login from one IP within 60 s answers 429 with a numeric Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await login()).statusCode).toBe(401);
    const res = await login();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('auth limits count per endpoint: another auth endpoint still answers', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(200);
  });

  it('the window slides: after 60 seconds the same client gets through', async () => {
    t.clock.offsetMs += 61_000;
    expect((await login()).statusCode).toBe(401);
  });

  it('a rate-limited request changes nothing, even with a bad body (429 comes first)', async () => {
    for (let i = 0; i < 9; i++) await login();
    const res = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(429);
  });

  it('writes are counted per member, reads per IP', async () => {
    t.clock.offsetMs += 61_000;
    const [a, b] = [await createMember(t), await createMember(t)];
    const put = (auth: Record<string, string>) => t.request({ method: 'PUT', url: '/api/profile/me', headers: auth, payload: { nickname: 'x' } });
    for (let i = 0; i < 3; i++) expect((await put(a.auth)).statusCode).toBe(200);
    expect((await put(a.auth)).statusCode).toBe(429);
    expect((await put(b.auth)).statusCode).toBe(200);

    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.request({ method: 'GET', url: `/api/profile/${a.id}` })).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('rate limits set to 0 are off', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('answers every request', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@example.com' } });
      expect(res.statusCode).toBe(200);
    }
  });
});
