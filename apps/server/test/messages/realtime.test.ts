import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { openTab, settle, trackedId } from './live';
import { sendOk } from './support';

describe('events.onEvent over a real WebSocket (api §10)', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('#65: a new message reaches every tab of the recipient and the sender, and nobody else', async () => {
    const [alice, bob, carol] = [await createMember(t, { nickname: 'Al' }), await createMember(t), await createMember(t)];
    const bobTab1 = await openTab(address, { token: bob.token });
    const bobTab2 = await openTab(address, { cookie: `session=${bob.token}`, origin: ORIGIN });
    const aliceTab = await openTab(address, { token: alice.token });
    const carolTab = await openTab(address, { token: carol.token });
    try {
      const message = await sendOk(t, alice, bob, 'Live?');
      const newMessage = { type: 'new_message', message, from_user: { user_id: alice.id, name: expect.any(String), nickname: 'Al' } };
      for (const tab of [bobTab1, bobTab2]) {
        const [first, second] = await tab.waitFor(2);
        expect(first).toEqual(newMessage);
        expect(second).toEqual({
          id: expect.stringMatching(/^\d+$/),
          data: {
            type: 'notification',
            id: expect.any(Number),
            kind: 'message',
            read: false,
            message: 'New message from Al',
            from_user: { user_id: alice.id, name: expect.any(String), nickname: 'Al' },
            created_at: expect.stringMatching(/Z$/),
          },
        });
      }
      expect(await aliceTab.waitFor(1)).toEqual([newMessage]);
      await settle();
      expect(aliceTab.events).toHaveLength(1);
      expect(carolTab.events).toEqual([]);
    } finally {
      await Promise.all([bobTab1, bobTab2, aliceTab, carolTab].map((tab) => tab.close()));
    }
  });

  it('a member is online while one of their tabs listens, and offline once the last one unsubscribes or drops', async () => {
    const member = await createMember(t);
    const online = () => t.deps.events.isOnline(member.id);
    const until = async (want: boolean) => {
      for (let i = 0; i < 100 && online() !== want; i++) await new Promise((r) => setTimeout(r, 20));
      return online();
    };
    const first = await openTab(address, { token: member.token });
    const second = await openTab(address, { token: member.token });
    expect(online()).toBe(true);
    await first.close();
    await settle();
    expect(online()).toBe(true);
    await second.close();
    expect(await until(false)).toBe(false);
  });

  it('without a valid session the subscription ends UNAUTHORIZED and receives nothing', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    for (const opts of [{}, { token: 'forged' }, { cookie: 'session=forged', origin: ORIGIN }]) {
      const tab = await openTab(address, opts);
      try {
        expect(await tab.failed()).toMatch(/token/);
        await sendOk(t, alice, bob, 'not for you');
        await settle();
        expect(tab.events).toEqual([]);
      } finally {
        await tab.close();
      }
    }
  });

  it('a page of another origin is refused at the upgrade, session cookie or not', async () => {
    const bob = await createMember(t);
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/trpc`, { headers: { origin: 'https://evil.example', cookie: `session=${bob.token}` } });
      socket.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('open', () => reject(new Error('the upgrade was accepted')));
      socket.on('error', () => {});
    });
    expect(status).toBe(403);
  });

  it('a reconnect with lastEventId first replays the stored notifications after it, oldest first, then goes live', async () => {
    const [alice, bob] = [await createMember(t, { nickname: 'Al' }), await createMember(t)];
    const first = await openTab(address, { token: bob.token });
    await sendOk(t, alice, bob, 'one');
    const [, seen] = await first.waitFor(2);
    await first.close();
    const lastEventId = String(trackedId(seen));

    await sendOk(t, alice, bob, 'two');
    await sendOk(t, alice, bob, 'three');
    const again = await openTab(address, { token: bob.token, lastEventId });
    try {
      const replayed = await again.waitFor(2);
      const ids = replayed.map(trackedId);
      expect(ids[0]).toBeGreaterThan(Number(lastEventId));
      expect(ids[1]).toBeGreaterThan(ids[0] ?? 0);
      await sendOk(t, alice, bob, 'four');
      const all = await again.waitFor(4);
      expect(all[2]).toMatchObject({ type: 'new_message', message: { content: 'four' } });
      expect(trackedId(all[3])).toBeGreaterThan(ids[1] ?? 0);
    } finally {
      await again.close();
    }
  });

  it('a logged-out session stops receiving at once: the next event ends the subscription instead', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    const tab = await openTab(address, { token: bob.token });
    try {
      await sendOk(t, alice, bob, 'before');
      await tab.waitFor(2);
      const logout = await t.request({ method: 'POST', url: '/api/auth/logout', headers: bob.auth });
      expect(logout.statusCode).toBe(200);
      await sendOk(t, alice, bob, 'after');
      expect(await tab.failed()).toBe('Invalid or expired token.');
      expect(tab.events).toHaveLength(2);
    } finally {
      await tab.close();
    }
  });
});
