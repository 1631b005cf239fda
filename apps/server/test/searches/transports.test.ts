import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { listSearches } from './support';

/**
 * The saved-search procedures over every transport the app uses: tRPC over HTTP, batches, and
 * the WebSocket, with the same policy: guests refused, the same answers and errors, the same
 * rate groups and the same CSRF rule.
 */
describe('searches procedures over tRPC HTTP, batches and the WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('refuses guests on every procedure, on HTTP and the socket', async () => {
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      for (const client of [httpClient(address).client, guestWs.client]) {
        const calls = [
          client.searches.list.query(),
          client.searches.create.mutate({ name: 'x', query: 'brand=Bach' }),
          client.searches.rename.mutate({ saved_search_id: 1, name: 'x' }),
          client.searches.setAlerts.mutate({ saved_search_id: 1, alerts: false }),
          client.searches.remove.mutate({ saved_search_id: 1 }),
        ];
        for (const result of await Promise.allSettled(calls)) {
          expect(result.status).toBe('rejected');
          if (result.status === 'rejected') expect(String(result.reason)).toContain('No token provided.');
        }
      }
    } finally {
      await guestWs.close();
    }
  });

  it('runs every procedure over HTTP and the socket alike, with the same checks and answers', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    const http = httpClient(address, { bearer: alice.token }).client;
    const ws = wsClient(address, { token: alice.token });
    const bobWs = wsClient(address, { token: bob.token });
    try {
      const overHttp = await http.searches.create.mutate({ name: 'Over HTTP', query: 'brand=Bach' });
      const overWs = await ws.client.searches.create.mutate({ name: ' Over the socket ', query: 'like=Bach+7C' });
      expect(overWs).toMatchObject({ name: 'Over the socket', query: 'like=Bach+7C', alerts: true, alert_count: 0 });
      expect(await ws.client.searches.list.query()).toEqual({ searches: [overHttp, overWs] });
      expect(await http.searches.list.query()).toEqual(await ws.client.searches.list.query());

      const renamed = await ws.client.searches.rename.mutate({ saved_search_id: overHttp.saved_search_id, name: 'Renamed' });
      expect(renamed.name).toBe('Renamed');
      const paused = await http.searches.setAlerts.mutate({ saved_search_id: overWs.saved_search_id, alerts: false });
      expect(paused.alerts).toBe(false);
      expect(await ws.client.searches.remove.mutate({ saved_search_id: overHttp.saved_search_id })).toEqual({ message: 'Saved search deleted.' });
      expect((await listSearches(t, alice)).map((s: { name: string }) => s.name)).toEqual(['Over the socket']);

      // The socket's errors are the HTTP ones: validation, and another member's search.
      await expect(ws.client.searches.create.mutate({ name: 'x'.repeat(61), query: 'brand=Bach' })).rejects.toThrow('Name must be 60 characters or less.');
      await expect(ws.client.searches.create.mutate({ name: 'x', query: 'like=Nothing+Known' })).rejects.toThrow(
        'No mouthpiece size we know matches "Nothing Known".',
      );
      await expect(bobWs.client.searches.rename.mutate({ saved_search_id: overWs.saved_search_id, name: 'Mine now' })).rejects.toThrow(
        'Saved search not found.',
      );
      await expect(bobWs.client.searches.remove.mutate({ saved_search_id: overWs.saved_search_id })).rejects.toThrow('Saved search not found.');
      expect(await bobWs.client.searches.list.query()).toEqual({ searches: [] });
    } finally {
      await ws.close();
      await bobWs.close();
    }
  });

  it('a cookie socket without our Origin may list but not write (CSRF)', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { cookie: `session=${member.token}` });
    try {
      expect(await ws.client.searches.list.query()).toEqual({ searches: [] });
      await expect(ws.client.searches.create.mutate({ name: 'x', query: 'brand=Bach' })).rejects.toThrow('Invalid request origin.');
      expect(await listSearches(t, member)).toEqual([]);
    } finally {
      await ws.close();
    }
  });

  it('counts each call of a batch: three saves in one POST, a list and two writes in order', async () => {
    const member = await createMember(t);
    const input = { 0: { name: 'One', query: 'brand=Bach' }, 1: { name: '', query: 'brand=Bach' }, 2: { name: 'Three', query: 'q=gold' } };
    const res = await t.request({
      method: 'POST',
      url: '/trpc/searches.create,searches.create,searches.create?batch=1',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    const [one, two, three] = res.json();
    expect(one.result.data.name).toBe('One');
    expect(two.error.message).toBe('Name is required.');
    expect(three.result.data.query).toBe('q=gold');

    const list = await t.request({ method: 'GET', url: `/trpc/searches.list,searches.list?batch=1&input=${encodeURIComponent('{}')}`, headers: member.auth });
    expect(list.statusCode).toBe(200);
    const lists = list.json();
    expect(lists.map((r: { result: { data: { searches: unknown[] } } }) => r.result.data.searches.length)).toEqual([2, 2]);

    const id = one.result.data.saved_search_id;
    const writes = await t.request({
      method: 'POST',
      url: '/trpc/searches.setAlerts,searches.remove?batch=1',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { saved_search_id: id, alerts: false }, 1: { saved_search_id: id } }),
    });
    expect(writes.json().map((r: { result: { data: unknown } }) => r.result.data)).toEqual([
      expect.objectContaining({ alerts: false }),
      { message: 'Saved search deleted.' },
    ]);
  });
});

describe('the rate limits on searches over every transport', async () => {
  const t = await startTestApp({ RATE_LIMIT_WRITE_PER_MIN: '2', RATE_LIMIT_READ_PER_MIN: '3' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('writes share the member’s write allowance on HTTP, batches and the socket; lists are reads', async () => {
    const member = await createMember(t);
    t.clock.offsetMs += 61_000; // a fresh window
    const ws = wsClient(address, { token: member.token });
    try {
      await ws.client.searches.create.mutate({ name: 'One', query: 'brand=Bach' });
      const overHttp = await t.request({
        method: 'POST',
        url: '/trpc/searches.create',
        headers: { ...member.auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Two', query: 'brand=Yamaha' }),
      });
      expect(overHttp.statusCode).toBe(200);
      await expect(ws.client.searches.create.mutate({ name: 'Three', query: 'brand=Schilke' })).rejects.toThrow('Too many requests. Please try again later.');

      // Three reads a minute: two over the socket, then a batch of two is one too many.
      expect((await ws.client.searches.list.query()).searches).toHaveLength(2);
      expect((await ws.client.searches.list.query()).searches).toHaveLength(2);
      const batch = await t.request({
        method: 'GET',
        url: `/trpc/searches.list,searches.list?batch=1&input=${encodeURIComponent('{}')}`,
        headers: member.auth,
      });
      expect(batch.statusCode).toBe(429);
    } finally {
      await ws.close();
    }
  });
});
