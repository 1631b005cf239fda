import { WANTED_TEXTS } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';

const SCHILKE_14 = { instrument_type: 'Trumpet', like: 'Schilke 14' };

/** The wanted procedures over tRPC HTTP and the WebSocket: the same checks as REST (api §27). */
describe('wanted procedures over tRPC HTTP and the WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('guests read the board but cannot post, on HTTP and the socket', async () => {
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      for (const client of [httpClient(address).client, guestWs.client]) {
        expect(await client.wanted.board.query({ instrument_type: 'Trumpet' })).toMatchObject({ total: expect.any(Number) });
        await expect(client.wanted.create.mutate(SCHILKE_14)).rejects.toThrow('No token provided.');
      }
    } finally {
      await guestWs.close();
    }
  });

  it('posts over one transport and reads over the other; another member changes none of it', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    const http = httpClient(address, { bearer: alice.token }).client;
    const ws = wsClient(address, { token: alice.token });
    const bobWs = wsClient(address, { token: bob.token });
    try {
      const { wanted } = await http.wanted.create.mutate(SCHILKE_14);
      expect((await ws.client.wanted.mine.query()).wanted).toEqual([wanted]);
      await expect(ws.client.wanted.create.mutate({ instrument_type: 'Trumpet', rim_min: 17, rim_max: 16 })).rejects.toThrow(
        'rim_max must not be less than rim_min.',
      );
      await expect(bobWs.client.wanted.remove.mutate({ wanted_id: wanted.wanted_id })).rejects.toThrow(WANTED_TEXTS.notOwner);
      await expect(bobWs.client.wanted.update.mutate({ ...SCHILKE_14, wanted_id: wanted.wanted_id })).rejects.toThrow(WANTED_TEXTS.notOwner);
      expect(await ws.client.wanted.remove.mutate({ wanted_id: wanted.wanted_id })).toEqual({ message: WANTED_TEXTS.deleted });
    } finally {
      await ws.close();
      await bobWs.close();
    }
  });

  it('a cookie socket without our Origin may read but not post (CSRF)', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { cookie: `session=${member.token}` });
    try {
      expect(await ws.client.wanted.mine.query()).toEqual({ wanted: [], total: 0 });
      await expect(ws.client.wanted.create.mutate(SCHILKE_14)).rejects.toThrow('Invalid request origin.');
    } finally {
      await ws.close();
    }
  });

  it('answers each call of a batch on its own: a good post and a bad one in one request', async () => {
    const member = await createMember(t);
    const res = await t.request({
      method: 'POST',
      url: '/trpc/wanted.create,wanted.create?batch=1',
      headers: { ...member.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: SCHILKE_14, 1: { instrument_type: 'Trumpet', rim_min: 17, rim_max: 16 } }),
    });
    const [ok, bad] = res.json();
    expect(ok.result.data.wanted.instrument_type).toBe('Trumpet');
    expect(bad.error.message).toContain('rim_max must not be less than rim_min.');
    const guest = await t.request({
      method: 'POST',
      url: '/trpc/wanted.create?batch=1',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify({ 0: SCHILKE_14 }),
    });
    expect(guest.json()[0].error.message).toBe('No token provided.');
    const { wanted } = (await t.request({ method: 'GET', url: '/api/wanted/mine', headers: member.auth })).json();
    expect(wanted).toHaveLength(1);
  });
});
