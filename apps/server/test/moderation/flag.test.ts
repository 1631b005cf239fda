import { users } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTab, settle } from '../messages/live';
import { createListing, setStatus } from '../support/listings';
import { createAdmin, createMember, ORIGIN, startTestApp } from '../support/test-app';
import { flag, flagOk, flagState, noticesOf } from './flag-support';

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('POST /api/moderation/flag (api §7.1)', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const reporter = await createMember(t, { first_name: 'Rita', last_name: 'Reporter', nickname: 'Eagle Eye' });
  const owner = await createMember(t);
  const [admin1, admin2] = [await createAdmin(t), await createAdmin(t)];
  const listingId = async (by = owner, overrides: Record<string, unknown> = {}): Promise<number> => (await createListing(t, by, overrides)).listing_id;

  it('answers 201 with the Flag, status pending; content_id may be a digit string and content_type is ignored', async () => {
    const id = await listingId(owner, { brand: 'Bach', model: 'Megatone 3C' });
    const res = await flag(t, reporter, { content_id: String(id), content_type: 'message', reason: '  Stock photo, price too good.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      flag_id: expect.any(Number),
      content_id: id,
      content_type: 'listing',
      listing: { listing_id: id, brand: 'Bach', model: 'Megatone 3C', status: 'active' },
      reason: 'Stock photo, price too good.',
      status: 'pending',
      timestamp: expect.stringMatching(TIMESTAMP),
      reporter: { user_id: reporter.id, name: 'Rita Reporter' },
    });
  });

  it('#66: flagging one’s own listing answers 400; a second flag by the same member answers 409; neither changes anything', async () => {
    const own = await listingId(reporter);
    const before = flagState(t);
    const self = await flag(t, reporter, { content_id: own, reason: 'Testing' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot flag your own listing.' });
    expect(flagState(t)).toEqual(before);

    const id = await listingId();
    await flagOk(t, reporter, id);
    const after = flagState(t);
    const again = await flag(t, reporter, { content_id: id, reason: 'A different reason this time' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already flagged this listing.' });
    expect(flagState(t)).toEqual(after);
    // Another member may flag the same listing.
    await flagOk(t, await createMember(t), id);
  });

  it('a missing or deleted listing answers 404 `Listing not found.`, before the own-listing check', async () => {
    const deleted = await listingId(reporter);
    expect((await t.request({ method: 'DELETE', url: `/api/listings/${deleted}`, headers: reporter.auth })).statusCode).toBe(200);
    const before = flagState(t);
    for (const content_id of [deleted, 999_999]) {
      const res = await flag(t, reporter, { content_id, reason: 'Gone?' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Listing not found.' });
    }
    expect(flagState(t)).toEqual(before);
  });

  it('listings paused, sold or on loan may be flagged', async () => {
    for (const status of ['paused', 'sold', 'loaned'] as const) {
      const id = await listingId();
      setStatus(t, id, status);
      const res = await flag(t, reporter, { content_id: id, reason: `Flagged while ${status}` });
      expect(res.statusCode, status).toBe(201);
      expect(res.json().listing.status).toBe(status);
    }
  });

  it('of five concurrent flags by one member on one listing exactly one is created: the unique index decides', async () => {
    const member = await createMember(t);
    const id = await listingId();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => flag(t, member, { content_id: id, reason: `attempt ${i}` })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(flagState(t).flags.filter((f) => f.listingId === id)).toHaveLength(1);
    expect(noticesOf(t, admin1.id).filter((n) => n.from === member.id)).toHaveLength(1);
  });

  it('sends a `flag` notification to every admin, and to nobody else; refused flags notify nobody', async () => {
    const id = await listingId(owner, { brand: 'Denis Wick', model: '4AL' });
    const bystander = await createMember(t);
    const before = {
      admin1: noticesOf(t, admin1.id).length,
      admin2: noticesOf(t, admin2.id).length,
      owner: noticesOf(t, owner.id).length,
      reporter: noticesOf(t, reporter.id).length,
    };
    await flagOk(t, reporter, id);
    await flag(t, reporter, { content_id: id, reason: 'again' });
    const expected = { kind: 'flag', message: `Listing #${id} (Denis Wick 4AL) was flagged.`, from: reporter.id };
    expect(noticesOf(t, admin1.id).slice(before.admin1)).toEqual([expected]);
    expect(noticesOf(t, admin2.id).slice(before.admin2)).toEqual([expected]);
    expect(noticesOf(t, owner.id)).toHaveLength(before.owner);
    expect(noticesOf(t, reporter.id)).toHaveLength(before.reporter);
    expect(noticesOf(t, bystander.id)).toEqual([]);

    // An admin whose flag was removed gets none; one made admin gets the next.
    t.deps.db.update(users).set({ isAdmin: false }).where(eq(users.id, admin2.id)).run();
    const third = await createAdmin(t);
    const next = await listingId(owner, { brand: 'Yamaha', model: '14B4' });
    await flagOk(t, reporter, next);
    expect(noticesOf(t, admin2.id).slice(before.admin2)).toEqual([expected]);
    expect(noticesOf(t, third.id)).toEqual([{ kind: 'flag', message: `Listing #${next} (Yamaha 14B4) was flagged.`, from: reporter.id }]);
    t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin2.id)).run();
  });

  it('delivers the notification live to every open tab of every admin, after commit; the reporter and owner get nothing', async () => {
    const id = await listingId(owner, { brand: 'Bach', model: '1.5C' });
    const adminTabs = [await openTab(address, { token: admin1.token }), await openTab(address, { cookie: `session=${admin2.token}`, origin: ORIGIN })];
    const otherTabs = [await openTab(address, { token: reporter.token }), await openTab(address, { token: owner.token })];
    try {
      await flagOk(t, reporter, id);
      for (const tab of adminTabs) {
        expect(await tab.waitFor(1)).toEqual([
          {
            id: expect.stringMatching(/^\d+$/),
            data: {
              type: 'notification',
              id: expect.any(Number),
              kind: 'flag',
              read: false,
              message: `Listing #${id} (Bach 1.5C) was flagged.`,
              from_user: { user_id: reporter.id, name: 'Rita Reporter', nickname: 'Eagle Eye' },
              created_at: expect.stringMatching(TIMESTAMP),
            },
          },
        ]);
      }
      expect((await flag(t, reporter, { content_id: id, reason: 'twice' })).statusCode).toBe(409);
      await settle();
      for (const tab of adminTabs) expect(tab.events).toHaveLength(1);
      for (const tab of otherTabs) expect(tab.events).toEqual([]);
    } finally {
      await Promise.all([...adminTabs, ...otherTabs].map((tab) => tab.close()));
    }
  });

  it('cuts a long notification text to 120 characters (api §10)', async () => {
    const id = await listingId(owner, { brand: 'B'.repeat(100), model: 'M'.repeat(100) });
    await flagOk(t, reporter, id);
    const last = noticesOf(t, admin1.id).at(-1);
    expect(last?.message).toBe(`Listing #${id} (${'B'.repeat(100)} ${'M'.repeat(100)}) was flagged.`.slice(0, 120));
  });

  describe('validation (400), in the contract’s order, before any other check', () => {
    it('an empty body lists both fields; `error` is the first issue', async () => {
      const before = flagState(t);
      const res = await flag(t, reporter, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Listing ID is required.',
        issues: [
          { path: 'content_id', message: 'Listing ID is required.' },
          { path: 'reason', message: 'Reason is required.' },
        ],
      });
      expect(flagState(t)).toEqual(before);
    });

    it.each([
      ['content_id', 'abc', 'Listing ID is required.'],
      ['content_id', 0, 'Listing ID is required.'],
      ['content_id', -1, 'Listing ID is required.'],
      ['content_id', 2.5, 'Listing ID is required.'],
      ['content_id', null, 'Listing ID is required.'],
      ['content_id', '', 'Listing ID is required.'],
      ['reason', '   ', 'Reason is required.'],
      ['reason', null, 'Reason is required.'],
      ['reason', 7, 'Reason is required.'],
      ['reason', undefined, 'Reason is required.'],
      ['reason', 'x'.repeat(1001), 'Reason must be 1000 characters or less.'],
    ])('%s = %j answers 400 `%s` and changes nothing', async (field, value, message) => {
      const before = flagState(t);
      const res = await flag(t, reporter, { content_id: 999_999, reason: 'fine', [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, issues: [{ path: field, message }] });
      expect(flagState(t)).toEqual(before);
    });

    it('1000 characters (emoji count as one) after trimming pass', async () => {
      const reason = '🚩'.repeat(1000);
      const res = await flag(t, reporter, { content_id: await listingId(), reason: ` ${reason} ` });
      expect(res.statusCode).toBe(201);
      expect(res.json().reason).toBe(reason);
    });
  });

  describe('who may flag', () => {
    it('a guest gets 401 `No token provided.`, a bad token `Invalid or expired token.`; nothing changes', async () => {
      const id = await listingId();
      const before = flagState(t);
      const guest = await flag(t, null, { content_id: id, reason: 'Spam' });
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ error: 'No token provided.' });
      const forged = await t.request({
        method: 'POST',
        url: '/api/moderation/flag',
        headers: { authorization: 'Bearer nope' },
        payload: { content_id: id, reason: 'x' },
      });
      expect(forged.json()).toEqual({ error: 'Invalid or expired token.' });
      expect((await flag(t, null, {})).statusCode).toBe(401);
      expect(flagState(t)).toEqual(before);
    });

    it('any member may flag (admins too); a cookie-authenticated flag needs our Origin', async () => {
      const id = await listingId();
      const cookie = `session=${reporter.token}`;
      const before = flagState(t);
      const foreign = await t.request({ method: 'POST', url: '/api/moderation/flag', headers: { cookie }, payload: { content_id: id, reason: 'x' } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ error: 'Invalid request origin.' });
      expect(flagState(t)).toEqual(before);
      const same = await t.request({
        method: 'POST',
        url: '/api/moderation/flag',
        headers: { cookie, origin: ORIGIN },
        payload: { content_id: id, reason: 'x' },
      });
      expect(same.statusCode).toBe(201);
      const [own1, own2] = [noticesOf(t, admin1.id).length, noticesOf(t, admin2.id).length];
      expect((await flag(t, admin1, { content_id: id, reason: 'An admin may flag too' })).statusCode).toBe(201);
      // The other admins hear of it; the reporting admin is not told of their own report.
      expect(noticesOf(t, admin1.id)).toHaveLength(own1);
      expect(noticesOf(t, admin2.id)).toHaveLength(own2 + 1);
    });
  });
});
