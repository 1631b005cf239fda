import { afterAll, describe, expect, it } from 'vitest';
import { rest } from '../support/rest';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';

const BACH_7C = { instrument_type: 'Trumpet', brand: 'Bach', size: '7C', current: true };

/**
 * The setup procedures over every transport the app uses: tRPC over HTTP, batches and the
 * WebSocket, with the same checks: guests refused, a member reaches only their own setup.
 */
describe('setup procedures over tRPC HTTP, batches and the WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('refuses guests on both procedures, on HTTP and the socket', async () => {
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      for (const client of [httpClient(address).client, guestWs.client]) {
        for (const result of await Promise.allSettled([client.setup.get.query(), client.setup.save.mutate({ pieces: [BACH_7C] })])) {
          expect(result.status).toBe('rejected');
          if (result.status === 'rejected') expect(String(result.reason)).toContain('No token provided.');
        }
      }
    } finally {
      await guestWs.close();
    }
  });

  it('saves and reads over HTTP and the socket alike; another member reads and changes none of it', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    const http = httpClient(address, { bearer: alice.token }).client;
    const ws = wsClient(address, { token: alice.token });
    const bobWs = wsClient(address, { token: bob.token });
    try {
      const overHttp = await http.setup.save.mutate({ pieces: [BACH_7C] });
      expect(overHttp.pieces).toEqual([{ ...BACH_7C, size_id: 'bach|7C', size_note: null, rim_mm: 16.2, rim_source: 'measured' }]);
      expect(await ws.client.setup.get.query()).toEqual(overHttp);
      const overWs = await ws.client.setup.save.mutate({ pieces: [BACH_7C, { instrument_type: 'Trumpet', brand: 'Bach', size: '99Z' }], show_setup: true });
      expect(await http.setup.get.query()).toEqual(overWs);

      // A typed error, and nothing changes.
      await expect(ws.client.setup.save.mutate({ pieces: [BACH_7C, { ...BACH_7C, size: '3C' }] })).rejects.toThrow('Only one Trumpet piece can be current.');
      await expect(http.setup.save.mutate({ pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', rim_mm: 41 }] })).rejects.toThrow(
        'rim_mm must be a number of mm from 10.0 to 40.0, with one decimal at most.',
      );
      expect(await ws.client.setup.get.query()).toEqual(overWs);

      // Bob sees his own empty setup; his save leaves Alice's alone.
      expect(await bobWs.client.setup.get.query()).toEqual({ pieces: [], show_setup: false });
      await bobWs.client.setup.save.mutate({ pieces: [] });
      expect(await http.setup.get.query()).toEqual(overWs);
    } finally {
      await ws.close();
      await bobWs.close();
    }
  });

  it('a cookie socket without our Origin may read but not write (CSRF)', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { cookie: `session=${member.token}` });
    try {
      expect(await ws.client.setup.get.query()).toEqual({ pieces: [], show_setup: false });
      await expect(ws.client.setup.save.mutate({ pieces: [BACH_7C] })).rejects.toThrow('Invalid request origin.');
      expect((await rest(t, member, 'GET', '/api/setup')).body).toEqual({ pieces: [], show_setup: false });
    } finally {
      await ws.close();
    }
  });

  it('answers each call of a batch on its own: a good save and a bad one in one request', async () => {
    const member = await createMember(t);
    const res = await t.request({
      method: 'POST',
      url: '/trpc/setup.save,setup.save?batch=1',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { pieces: [BACH_7C] }, 1: { pieces: [{ instrument_type: 'Trumpet', brand: 'Bach' }] } }),
    });
    const [ok, bad] = res.json();
    expect(ok.result.data.pieces[0].size_id).toBe('bach|7C');
    expect(bad.error.message).toBe('Each piece needs a size or a rim in mm.');
    const read = await t.request({ method: 'GET', url: `/trpc/setup.get,profile.me?batch=1&input=${encodeURIComponent('{}')}`, headers: member.auth });
    const [setup, me] = read.json();
    expect(setup.result.data.pieces).toHaveLength(1);
    expect(me.result.data.user_id).toBe(member.id);
  });
});
