import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';

/**
 * Every messaging and notification procedure over each transport the app uses: HTTP, a batch
 * of HTTP calls, and the WebSocket. Guests are refused everywhere; members reach only their own.
 */
describe('messaging procedures over HTTP, batches and the WebSocket', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('refuses guests on every procedure and transport with 401', async () => {
    const guestHttp = httpClient(address).client;
    const guestWs = wsClient(address, { origin: ORIGIN });
    try {
      for (const client of [guestHttp, guestWs.client]) {
        const calls = [
          client.messages.inbox.query({}),
          client.messages.conversation.query({ user_id: 1, listing_id: null }),
          client.messages.send.mutate({ to_user_id: 1, content: 'hi', listing_id: null }),
          client.messages.markRead.mutate({ message_id: 1 }),
          client.messages.markThreadRead.mutate({ user_id: 1, listing_id: null }),
          client.messages.unreadCount.query(),
          client.notifications.latest.query(),
          client.notifications.markRead.mutate({ id: 1 }),
          client.notifications.markAllRead.mutate(),
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

  it('sends, reads and marks over HTTP and the socket alike; another member cannot mark or read them', async () => {
    const [alice, bob, eve] = [await createMember(t), await createMember(t), await createMember(t)];
    const aliceHttp = httpClient(address, { bearer: alice.token }).client;
    const bobWs = wsClient(address, { token: bob.token });
    const eveWs = wsClient(address, { token: eve.token });
    try {
      const sent = await aliceHttp.messages.send.mutate({ to_user_id: String(bob.id), content: 'over http', listing_id: '' });
      const reply = await bobWs.client.messages.send.mutate({ to_user_id: alice.id, content: 'over the socket', listing_id: null });
      expect(reply.to_user_id).toBe(alice.id);

      const thread = await bobWs.client.messages.conversation.query({ user_id: alice.id, listing_id: null });
      expect(thread.map((m) => m.content)).toEqual(['over http', 'over the socket']);
      expect(await eveWs.client.messages.conversation.query({ user_id: alice.id, listing_id: null })).toEqual([]);
      await expect(eveWs.client.messages.markRead.mutate({ message_id: sent.message_id })).rejects.toThrow('Message not found.');

      const latest = await bobWs.client.notifications.latest.query();
      expect(latest.unread).toBe(1);
      const notification = latest.notifications[0];
      expect(notification).toMatchObject({ kind: 'message', read: false });
      if (!notification) throw new Error('no notification');
      await expect(eveWs.client.notifications.markRead.mutate({ id: notification.id })).rejects.toThrow('Notification not found.');
      expect(await bobWs.client.notifications.markRead.mutate({ id: notification.id })).toMatchObject({ id: notification.id, read: true });
      expect(await bobWs.client.notifications.markAllRead.mutate()).toEqual({ updated: 0 });

      expect(await bobWs.client.messages.markRead.mutate({ message_id: sent.message_id })).toMatchObject({ read: true });
      expect(await aliceHttp.messages.unreadCount.query()).toEqual({ count: 1 });
    } finally {
      await Promise.all([bobWs.close(), eveWs.close()]);
    }
  });

  it('counts each call of a batch against the limits', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    const paths = Array.from({ length: 3 }, () => 'messages.send').join(',');
    const input = Object.fromEntries([0, 1, 2].map((i) => [i, { to_user_id: bob.id, content: `batched ${i}`, listing_id: null }]));
    const res = await t.request({
      method: 'POST',
      url: `/trpc/${paths}?batch=1`,
      headers: { ...alice.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    const thread = await t.request({ method: 'GET', url: `/api/messages/conversation/${alice.id}`, headers: bob.auth });
    expect(thread.json().map((m: { content: string }) => m.content)).toEqual(['batched 0', 'batched 1', 'batched 2']);
  });
});

describe('the write limit on messaging over the socket and in batches', async () => {
  const t = await startTestApp({ RATE_LIMIT_WRITE_PER_MIN: '2' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('a socket gets exactly the HTTP allowance', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    const ws = wsClient(address, { token: alice.token });
    try {
      const results = [];
      for (let i = 0; i < 3; i++)
        results.push(
          await ws.client.messages.send.mutate({ to_user_id: bob.id, content: `m${i}`, listing_id: null }).then(
            () => 'ok',
            (err: Error) => err.message,
          ),
        );
      expect(results).toEqual(['ok', 'ok', 'Too many requests. Please try again later.']);
    } finally {
      await ws.close();
    }
  });
});
