import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';
import { wsClient } from '../support/trpc-client';

/**
 * Limits hold on every transport (api §0.8, §15.1; ADR 005). The same buckets count REST, each
 * call of a tRPC batch and each call over the WebSocket.
 */
describe('rate limits on every transport', async () => {
  const t = await startTestApp({ RATE_LIMIT_AUTH_PER_MIN: '10', RATE_LIMIT_WRITE_PER_MIN: '5', RATE_LIMIT_READ_PER_MIN: '1000' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('a login flood over the socket is refused like one over HTTP, even with the right password at the end', async () => {
    const member = await createMember(t);
    t.clock.offsetMs += 61_000; // the member's own login above counted in the bucket
    const ws = wsClient(address, {});
    try {
      for (let i = 0; i < 10; i++) {
        await expect(ws.client.auth.login.mutate({ email: member.email, password: 'wrong-password' })).rejects.toThrow('Invalid email or password.');
      }
      await expect(ws.client.auth.login.mutate({ email: member.email, password: member.password })).rejects.toThrow(
        'Too many requests. Please try again later.',
      );
      // The socket and plain HTTP share the bucket: HTTP is refused too.
      const http = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: member.password } });
      expect(http.statusCode).toBe(429);
    } finally {
      await ws.close();
    }
  });

  it('a login flood through HTTP shuts the socket too', async () => {
    t.clock.offsetMs += 61_000;
    for (let i = 0; i < 10; i++) {
      await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'x' } });
    }
    const ws = wsClient(address, {});
    try {
      await expect(ws.client.auth.login.mutate({ email: 'nobody@example.com', password: 'x' })).rejects.toThrow('Too many requests.');
    } finally {
      await ws.close();
    }
  });

  it('each call of a batch counts: a batch of login attempts cannot multiply the auth limit', async () => {
    t.clock.offsetMs += 61_000;
    const body = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i), { email: 'nobody@example.com', password: 'x' }]));
    const paths = Array(10).fill('auth.login').join(',');
    const first = await t.request({ method: 'POST', url: `/trpc/${paths}?batch=1`, payload: body });
    expect(first.statusCode).toBe(401);
    const second = await t.request({ method: 'POST', url: `/trpc/auth.login?batch=1`, payload: { 0: { email: 'nobody@example.com', password: 'x' } } });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('each call of a batch counts as a write, and a whole batch over the limit changes nothing', async () => {
    t.clock.offsetMs += 61_000;
    const member = await createMember(t);
    const update = (n: number, nickname: string) =>
      t.request({
        method: 'POST',
        url: `/trpc/${Array(n).fill('profile.update').join(',')}?batch=1`,
        headers: member.auth,
        payload: Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), { nickname }])),
      });
    expect((await update(5, 'five')).statusCode).toBe(200);
    const refused = await update(2, 'seven');
    expect(refused.statusCode).toBe(429);
    const me = await t.request({ method: 'GET', url: '/api/profile/me', headers: member.auth });
    expect(me.json().nickname).toBe('five');
  });

  it('a batch may hold at most 10 calls', async () => {
    const paths = Array(11).fill('listings.list').join(',');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i), {}]))));
    const res = await t.request({ method: 'GET', url: `/trpc/${paths}?batch=1&input=${input}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toHaveLength(11);
  });

  it("writes over the socket count in the member's write bucket", async () => {
    t.clock.offsetMs += 61_000;
    const member = await createMember(t);
    const ws = wsClient(address, { token: member.token });
    try {
      for (let i = 0; i < 5; i++) await ws.client.profile.update.mutate({ nickname: `n${i}` });
      await expect(ws.client.profile.update.mutate({ nickname: 'over' })).rejects.toThrow('Too many requests.');
      const rest = await t.request({ method: 'PUT', url: '/api/profile/me', headers: member.auth, payload: { nickname: 'rest' } });
      expect(rest.statusCode).toBe(429);
    } finally {
      await ws.close();
    }
  });
});

describe('batched reads', async () => {
  const t = await startTestApp({ RATE_LIMIT_READ_PER_MIN: '20' });
  afterAll(() => t.close());

  it('count one read per call: two batches of 10 searches use up a limit of 20', async () => {
    const batch = () => {
      const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i), { q: `term${i}` }]))));
      return t.request({ method: 'GET', url: `/trpc/${Array(10).fill('listings.list').join(',')}?batch=1&input=${input}` });
    };
    expect((await batch()).statusCode).toBe(200);
    expect((await batch()).statusCode).toBe(200);
    expect((await batch()).statusCode).toBe(429);
    expect((await t.request({ method: 'GET', url: '/api/listings' })).statusCode).toBe(429);
  });
});
