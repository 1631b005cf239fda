import { afterAll, describe, expect, it } from 'vitest';
import { openTab } from '../messages/live';
import { sendOk } from '../messages/support';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';

const BATCH_INPUT = encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }));

function trpcError(key: string, code: number, httpStatus: number, message: string) {
  return { error: { message, code, data: { code: key, httpStatus } } };
}
const NO_TOKEN = trpcError('UNAUTHORIZED', -32001, 401, 'No token provided.');
const EXPIRED = trpcError('UNAUTHORIZED', -32001, 401, 'Invalid or expired token.');
const WEBSOCKET_ONLY = trpcError('METHOD_NOT_SUPPORTED', -32005, 405, 'Subscriptions are only available over the WebSocket.');

/**
 * Real time is a WebSocket subscription only (api §10). Over HTTP, tRPC would answer a
 * subscription with a 200 event stream carrying the refusal inside it.
 */
describe('events.onEvent is a WebSocket subscription only', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  /** A real HTTP request whose whole answer is read; an event stream that never ends fails it. */
  async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${address}${path}`, {
      method,
      headers: method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
      ...(method === 'POST' ? { body: '{}' } : {}),
      signal: AbortSignal.timeout(3000),
    });
    return { status: res.status, type: res.headers.get('content-type'), cookie: res.headers.get('set-cookie'), body: JSON.parse(await res.text()) as unknown };
  }

  it('over HTTP a guest gets the 401 first, by GET or POST, as a JSON answer', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect(await call(method, '/trpc/events.onEvent')).toMatchObject({ status: 401, type: 'application/json; charset=utf-8', body: NO_TOKEN });
    }
    const dead = await call('GET', '/trpc/events.onEvent', { cookie: 'session=forged', origin: ORIGIN });
    expect(dead).toMatchObject({ status: 401, body: EXPIRED });
    expect(dead.cookie).toMatch(/^session=;.*Max-Age=0/);
  });

  it('over HTTP a member is refused with 405, by GET or POST', async () => {
    const member = await createMember(t);
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, '/trpc/events.onEvent', member.auth);
      expect(res).toEqual({ status: 405, type: 'application/json; charset=utf-8', cookie: null, body: WEBSOCKET_ONLY });
    }
  });

  it('a batch that names the subscription is refused whole, with a status of its own', async () => {
    const member = await createMember(t);
    const path = `/trpc/listings.list,events.onEvent?batch=1&input=${BATCH_INPUT}`;
    expect(await call('GET', path, member.auth)).toMatchObject({ status: 405, body: [WEBSOCKET_ONLY, WEBSOCKET_ONLY] });
    expect(await call('GET', path)).toMatchObject({ status: 401, body: [NO_TOKEN, NO_TOKEN] });
    const posted = await call('POST', '/trpc/profile.update,events.onEvent?batch=1', member.auth);
    expect(posted).toMatchObject({ status: 405, body: [WEBSOCKET_ONLY, WEBSOCKET_ONLY] });
  });

  it('over the WebSocket a member still gets their events, and a guest is refused', async () => {
    const [sender, member] = [await createMember(t), await createMember(t)];
    const tab = await openTab(address, { token: member.token });
    const guest = await openTab(address, {});
    try {
      expect(tab.errors).toEqual([]);
      await sendOk(t, sender, member, 'Still live?');
      expect((await tab.waitFor(1))[0]).toMatchObject({ type: 'new_message', message: { content: 'Still live?' } });
      expect(await guest.failed()).toBe('No token provided.');
    } finally {
      await Promise.all([tab.close(), guest.close()]);
    }
  });
});
