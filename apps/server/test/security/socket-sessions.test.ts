import { present } from '@mpx/shared';
import { linksIn, to } from '@mpx/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { wsClient } from '../support/trpc-client';

/** The socket obeys the CSRF rule, and its session is re-read on every call (api §0.2, §15.1; ADR 005). */
describe('WebSocket sessions and origins', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('a cookie socket opened without an Origin may read but not write', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { cookie: `session=${member.token}` });
    try {
      expect((await ws.client.profile.me.query()).user_id).toBe(member.id);
      await expect(ws.client.profile.update.mutate({ nickname: 'hijacked' })).rejects.toThrow('Invalid request origin.');
      const me = await t.request({ method: 'GET', url: '/api/profile/me', headers: member.auth });
      expect(me.json().nickname).not.toBe('hijacked');
    } finally {
      await ws.close();
    }
  });

  it('a cookie socket from our own pages writes; one from another origin never opens', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { cookie: `session=${member.token}`, origin: ORIGIN });
    try {
      expect((await ws.client.profile.update.mutate({ nickname: 'Mine' })).nickname).toBe('Mine');
    } finally {
      await ws.close();
    }
    const foreign = await t.request({
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
    expect(foreign.statusCode).toBe(403);
  });

  it('logging out ends the access of a socket already open', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { token: member.token });
    try {
      expect((await ws.client.profile.me.query()).user_id).toBe(member.id);
      expect((await t.request({ method: 'POST', url: '/api/auth/logout', headers: member.auth })).statusCode).toBe(200);
      await expect(ws.client.profile.me.query()).rejects.toThrow('Invalid or expired token.');
      expect(await ws.client.auth.viewer.query()).toBeNull();
    } finally {
      await ws.close();
    }
  });

  it('a password reset ends the access of every socket of the member', async () => {
    const member = await createMember(t);
    const ws = wsClient(address, { token: member.token });
    try {
      expect((await ws.client.profile.me.query()).user_id).toBe(member.id);
      await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: member.email } });
      const mail = await t.smtp.waitFor((m) => to(member.email)(m) && m.subject.includes('Reset'));
      const token = new URL(
        present(
          linksIn(mail).find((l) => l.includes('/reset-password')),
          'a reset link',
        ),
      ).searchParams.get('token');
      const reset = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'another-secret' } });
      expect(reset.statusCode).toBe(200);
      await expect(ws.client.profile.update.mutate({ nickname: 'late' })).rejects.toThrow('Invalid or expired token.');
    } finally {
      await ws.close();
    }
  });
});
