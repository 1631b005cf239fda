import { messages, notifications, users } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing, setStatus } from '../support/listings';
import { createMember, ORIGIN, startTestApp } from '../support/test-app';
import { send, sendOk } from './support';

describe('POST /api/messages (api §6.3)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const [alice, bob, carol] = [await createMember(t, { nickname: 'Al' }), await createMember(t), await createMember(t)];
  const count = () => t.deps.db.select().from(messages).all().length;

  it('answers 201 with the Message, ids as numbers even when sent as digit strings (#11)', async () => {
    const res = await send(t, alice, { to_user_id: String(bob.id), content: '  Is the 3C still available?\nThanks  ' });
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toEqual({
      message_id: expect.any(Number),
      from_user_id: alice.id,
      to_user_id: bob.id,
      content: 'Is the 3C still available?\nThanks',
      listing_id: null,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      read: false,
      from_user: { user_id: alice.id, name: expect.any(String), nickname: 'Al' },
      to_user: { user_id: bob.id, name: expect.any(String), nickname: expect.anything() },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('#59: messaging oneself, blank content and 5001 characters are refused, and nothing is stored', async () => {
    const before = count();
    const self = await send(t, alice, { to_user_id: alice.id, content: 'hi' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot message yourself.' });

    const blank = await send(t, alice, { to_user_id: bob.id, content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: 'Message cannot be empty.', issues: [{ path: 'content', message: 'Message cannot be empty.' }] });

    const long = await send(t, alice, { to_user_id: bob.id, content: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Message must be 5000 characters or less.');
    expect(count()).toBe(before);
  });

  it('accepts exactly 5000 characters, counted as characters (emoji included)', async () => {
    const emoji = '🎺'.repeat(5000);
    const res = await send(t, alice, { to_user_id: bob.id, content: emoji });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe(emoji);
  });

  it('validates every field in the table order (#8: error is issues[0].message)', async () => {
    const res = await send(t, alice, { to_user_id: 'twelve', content: '', listing_id: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Recipient is required.',
      issues: [
        { path: 'to_user_id', message: 'Recipient is required.' },
        { path: 'content', message: 'Message cannot be empty.' },
        { path: 'listing_id', message: 'listing_id must be a listing id.' },
      ],
    });
    const missing = await send(t, alice, { content: 'hi' });
    expect(missing.json()).toMatchObject({ error: 'Recipient is required.' });
  });

  it('a recipient that does not exist or is not active is 404 User not found.', async () => {
    expect((await send(t, alice, { to_user_id: 999999, content: 'hi' })).json()).toEqual({ error: 'User not found.' });
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, carol.id)).run();
    const res = await send(t, alice, { to_user_id: carol.id, content: 'hi' });
    t.deps.db.update(users).set({ status: 'active' }).where(eq(users.id, carol.id)).run();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found.' });
  });

  it('#60: a listing owned by neither participant, or no listing at all, is refused', async () => {
    const carols = await createListing(t, carol);
    const foreign = await send(t, alice, { to_user_id: bob.id, content: 'hi', listing_id: carols.listing_id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ error: 'The listing must belong to you or the recipient.' });
    const missing = await send(t, alice, { to_user_id: bob.id, content: 'hi', listing_id: 999999 });
    expect(missing.json()).toEqual({ error: 'The listing must belong to you or the recipient.' });
  });

  it('the recipient\'s or the sender\'s listing qualifies in any status, deleted included; null and "" mean the general thread', async () => {
    const bobs = await createListing(t, bob);
    setStatus(t, bobs.listing_id, 'deleted');
    expect((await sendOk(t, alice, bob, 'about the old one', bobs.listing_id)).listing_id).toBe(bobs.listing_id);
    const alices = await createListing(t, alice);
    expect((await sendOk(t, bob, alice, 'about yours', alices.listing_id)).listing_id).toBe(alices.listing_id);
    expect((await send(t, alice, { to_user_id: bob.id, content: 'general', listing_id: '' })).json().listing_id).toBeNull();
  });

  it('stores a message notification for the recipient', async () => {
    await sendOk(t, alice, carol, 'hello Carol');
    const stored = t.deps.db.select().from(notifications).where(eq(notifications.userId, carol.id)).all();
    expect(stored.at(-1)).toMatchObject({ kind: 'message', message: 'New message from Al', fromUserId: alice.id, read: false });
  });

  it('stores HTML and RTL text as it was typed', async () => {
    const text = '<img src=x onerror=alert(1)> مرحبا &amp;';
    expect((await sendOk(t, alice, bob, text)).content).toBe(text);
  });

  it('requires a session (401), and a cookie needs our Origin (#7) while a bearer does not', async () => {
    expect((await send(t, null, { to_user_id: bob.id, content: 'hi' })).statusCode).toBe(401);
    const cookie = { cookie: `session=${alice.token}`, 'content-type': 'application/json' };
    const payload = JSON.stringify({ to_user_id: bob.id, content: 'hi' });
    const foreign = await t.request({ method: 'POST', url: '/api/messages', headers: cookie, payload });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Invalid request origin.' });
    const ours = await t.request({ method: 'POST', url: '/api/messages', headers: { ...cookie, origin: ORIGIN }, payload });
    expect(ours.statusCode).toBe(201);
  });

  it('#2 malformed JSON and #3 a 2 MiB body are refused and change nothing', async () => {
    const before = count();
    const bad = await t.request({
      method: 'POST',
      url: '/api/messages',
      headers: { ...alice.auth, 'content-type': 'application/json' },
      payload: '{"to_user_id":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Invalid JSON body.' });
    const big = await t.request({
      method: 'POST',
      url: '/api/messages',
      headers: { ...alice.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ to_user_id: bob.id, content: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'Request body too large.' });
    expect(count()).toBe(before);
  });

  it('#9: no answer carries an email address, a hash or a session id', async () => {
    const res = await send(t, alice, { to_user_id: bob.id, content: 'privacy' });
    expect(res.body).not.toContain(bob.email);
    expect(res.body).not.toContain(alice.email);
    expect(res.body).not.toMatch(/password|hash|session/i);
  });
});

describe('POST /api/messages rate limit', async () => {
  const t = await startTestApp({ RATE_LIMIT_WRITE_PER_MIN: '3' });
  afterAll(() => t.close());

  it('counts sending against the write limit', async () => {
    const [a, b] = [await createMember(t), await createMember(t)];
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await send(t, a, { to_user_id: b.id, content: `m${i}` })).statusCode);
    expect(codes.slice(0, 3).every((c) => c === 201)).toBe(true);
    expect(codes[3]).toBe(429);
  });
});
