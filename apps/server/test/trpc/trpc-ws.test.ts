import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { wsClient } from '../support/trpc-client';

describe('tRPC over WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('authenticates with the session cookie of the upgrade request from our own origin', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { cookie: `session=${member.token}`, origin: ORIGIN });
    try {
      expect((await ws.client.auth.viewer.query())?.user_id).toBe(member.id);
    } finally {
      await ws.close();
    }
  });

  it('authenticates a non-browser client by the token in connectionParams', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { token: member.token });
    try {
      expect((await ws.client.auth.viewer.query())?.user_id).toBe(member.id);
    } finally {
      await ws.close();
    }
  });

  it('a connection without a valid session is a guest', async () => {
    const ws = wsClient(address, { cookie: 'session=forged', origin: ORIGIN });
    try {
      expect(await ws.client.auth.viewer.query()).toBeNull();
      await expect(ws.client.profile.me.query()).rejects.toThrow('Invalid or expired token.');
    } finally {
      await ws.close();
    }
  });

  it('refuses the handshake from a foreign origin', async () => {
    const member = await createMember(t);
    const res = await t.request({
      method: 'GET',
      url: '/trpc',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        origin: 'https://evil.example',
        cookie: `session=${member.token}`,
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    expect(res.statusCode).toBe(403);
  });
});
