import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp, type Member } from '../support/test-app';
import { httpClient } from '../support/trpc-client';
import { inbox, sendOk } from './support';

describe('PATCH /api/messages/{id}/read (api §6.4) and the thread read procedure', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const markRead = (member: Member | null, id: number | string) =>
    t.request({ method: 'PATCH', url: `/api/messages/${id}/read`, headers: member ? member.auth : {} });

  it('#63: the sender gets 404, the recipient 200 with read true, and 200 again on repeat', async () => {
    const [a, b, eve] = [await createMember(t), await createMember(t), await createMember(t)];
    const message = await sendOk(t, a, b, 'read me');
    const bySender = await markRead(a, message.message_id);
    expect(bySender.statusCode).toBe(404);
    expect(bySender.json()).toEqual({ error: 'Message not found.' });
    expect((await markRead(eve, message.message_id)).statusCode).toBe(404);
    expect((await markRead(null, message.message_id)).statusCode).toBe(401);
    expect((await markRead(b, 999999)).json()).toEqual({ error: 'Message not found.' });
    expect((await markRead(b, 'abc')).json()).toEqual({ error: 'Message not found.' });

    const first = await markRead(b, message.message_id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...message, read: true });
    const again = await markRead(b, message.message_id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...message, read: true });
    expect((await inbox(t, b)).json()[0].unreadCount).toBe(0);
  });

  it('marks a whole thread read in one call, only the messages to the caller, and counts the badge', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    await sendOk(t, a, b, 'one');
    await sendOk(t, a, b, 'two');
    await sendOk(t, b, a, 'reply');
    const caller = (m: Member) => httpClient(address, { bearer: m.token }).client;
    expect(await caller(b).messages.unreadCount.query()).toEqual({ count: 2 });
    expect(await caller(b).messages.markThreadRead.mutate({ user_id: a.id, listing_id: null })).toEqual({ updated: 2 });
    expect(await caller(b).messages.unreadCount.query()).toEqual({ count: 0 });
    expect(await caller(a).messages.unreadCount.query()).toEqual({ count: 1 });
    expect(await caller(b).messages.markThreadRead.mutate({ user_id: a.id, listing_id: null })).toEqual({ updated: 0 });
  });
});
