import { flags } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing, setStatus } from '../support/listings';
import { createAdmin, createMember, startTestApp, type Member } from '../support/test-app';
import { call, latestAudit, ok } from './support';

interface Flag {
  flag_id: number;
  content_id: number;
  content_type: string;
  listing: { listing_id: number; brand: string; model: string; status: string } | null;
  reason: string;
  status: string;
  timestamp: string;
  reporter: { user_id: number; name: string };
}

/** API §7.2–§7.5: admins review flags. */
describe('flag review (api §7.2–§7.5)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const admin = await createAdmin(t);
  const owner = await createMember(t);

  async function flagOf(reporter: Member, reason = 'Looks like a replica.') {
    const listing = await createListing(t, owner, { brand: 'Schilke', model: '14A4a' });
    const res = await call(t, reporter, 'POST', '/api/moderation/flag', { content_id: listing.listing_id, reason });
    if (res.statusCode !== 201) throw new Error(`flag failed: ${res.statusCode} ${res.body}`);
    return { listing, flag: res.json<Flag>() };
  }

  it('api §7.2 counts pending flags; api §7.3 lists every flag newest first with its listing and reporter', async () => {
    const [r1, r2] = [await createMember(t, { first_name: 'Rita' }), await createMember(t, { first_name: 'Rob' })];
    const a = await flagOf(r1);
    const b = await flagOf(r2, 'Wrong photos.');
    const c = await flagOf(r1, 'Price is a joke.');
    setStatus(t, b.listing.listing_id, 'deleted');
    // Same timestamp: the higher flag_id comes first.
    t.deps.db.update(flags).set({ createdAt: 1_000 }).where(eq(flags.id, a.flag.flag_id)).run();
    t.deps.db.update(flags).set({ createdAt: 1_000 }).where(eq(flags.id, b.flag.flag_id)).run();
    await ok(t, admin, 'PATCH', `/api/moderation/flags/${c.flag.flag_id}`, { status: 'resolved' });

    expect(await ok(t, admin, 'GET', '/api/moderation/dashboard')).toEqual({ pendingFlags: 2 });
    const list = await ok<Flag[]>(t, admin, 'GET', '/api/moderation/flags');
    expect(list.map((f) => f.flag_id)).toEqual([c.flag.flag_id, b.flag.flag_id, a.flag.flag_id]);
    expect(list[1]).toEqual({
      flag_id: b.flag.flag_id,
      content_id: b.listing.listing_id,
      content_type: 'listing',
      listing: { listing_id: b.listing.listing_id, brand: 'Schilke', model: '14A4a', status: 'deleted' },
      reason: 'Wrong photos.',
      status: 'pending',
      timestamp: new Date(1_000).toISOString(),
      reporter: { user_id: r2.id, name: 'Rob Player' },
    });
  });

  it('api §7.4 sets any status from any other and answers the Flag; 400 Invalid status. comes before 404', async () => {
    const { flag } = await flagOf(await createMember(t));
    const patch = (id: number | string, body: Record<string, unknown>) => call(t, admin, 'PATCH', `/api/moderation/flags/${id}`, body);
    for (const [from, to] of [
      ['pending', 'resolved'],
      ['resolved', 'reviewed'],
      ['reviewed', 'pending'],
      ['pending', 'reviewed'],
    ]) {
      const res = await patch(flag.flag_id, { status: to });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...flag, status: to });
      expect(latestAudit(t.deps.db)).toMatchObject({
        action: 'flag.status',
        targetType: 'flag',
        targetId: flag.flag_id,
        details: { before: { status: from }, after: { status: to } },
      });
    }
    for (const body of [{ status: 'bogus' }, { status: 'Resolved' }, {}, { status: null }]) {
      expect((await patch(flag.flag_id, body)).json()).toEqual({ error: 'Invalid status.', issues: [{ path: 'status', message: 'Invalid status.' }] });
    }
    expect((await patch(999_999, { status: 'bogus' })).statusCode).toBe(400);
    expect((await patch('abc', { status: 'resolved' })).json()).toEqual({ error: 'Flag not found.' });
    expect((await patch(999_999, { status: 'resolved' })).json()).toEqual({ error: 'Flag not found.' });
  });

  it('api §7.5 deletes a flag and keeps its listing; a second delete answers 404', async () => {
    const reporter = await createMember(t);
    const { listing, flag } = await flagOf(reporter, 'x'.repeat(1000));
    const res = await call(t, admin, 'DELETE', `/api/moderation/flags/${flag.flag_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Flag deleted successfully.' });
    expect(t.deps.db.select().from(flags).where(eq(flags.id, flag.flag_id)).all()).toEqual([]);
    expect((await call(t, null, 'GET', `/api/listings/${listing.listing_id}`)).statusCode).toBe(200);
    const entry = latestAudit(t.deps.db);
    expect(entry).toMatchObject({
      action: 'flag.delete',
      targetId: flag.flag_id,
      details: { before: { status: 'pending', listing_id: listing.listing_id, reporter_id: reporter.id }, after: null },
    });
    // Free text in the log is cut short.
    expect(Array.from(String(entry.details.before?.reason)).length).toBeLessThanOrEqual(120);
    expect((await call(t, admin, 'DELETE', `/api/moderation/flags/${flag.flag_id}`)).json()).toEqual({ error: 'Flag not found.' });
    expect((await call(t, admin, 'DELETE', '/api/moderation/flags/abc')).json()).toEqual({ error: 'Flag not found.' });
    // The reporter may flag that listing again now.
    expect((await call(t, reporter, 'POST', '/api/moderation/flag', { content_id: listing.listing_id, reason: 'Again.' })).statusCode).toBe(201);
  });
});
