import { adminAudit, emailVerificationTokens, passwordResetTokens, sessions, users } from '@mpx/db';
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sendOk } from '../messages/support';
import { createListing } from '../support/listings';
import { createAdmin, createMember, registration, startTestApp } from '../support/test-app';
import { httpClient } from '../support/trpc-client';
import { auditRows, call, ok } from './support';

/**
 * The audit log (beyond the contract): every admin write records who did what to which target,
 * with a short before/after and the time, in the same transaction as the change; `admin.audit`
 * lists it newest first. It never holds passwords, tokens or message contents.
 */
describe('the admin audit log', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const admin = await createAdmin(t);
  const client = httpClient(address, { bearer: admin.token }).client;

  it('records each kind of admin write once, with the admin, the target, the change and the time; refusals record nothing', async () => {
    const [member, owner, reporter] = [await createMember(t), await createMember(t), await createMember(t)];
    const unverified = (await t.request({ method: 'POST', url: '/api/auth/register', payload: registration() })).json().user_id;
    const listing = await createListing(t, owner, { brand: 'Bach', model: '7C' });
    const flag = (await call(t, reporter, 'POST', '/api/moderation/flag', { content_id: listing.listing_id, reason: 'Hmm.' })).json();
    const start = t.deps.now();

    await ok(t, admin, 'PATCH', `/api/moderation/flags/${flag.flag_id}`, { status: 'reviewed' });
    await ok(t, admin, 'DELETE', `/api/moderation/flags/${flag.flag_id}`);
    await ok(t, admin, 'PUT', `/api/admin/users/${member.id}`, { location_postcode: '3121' });
    await ok(t, admin, 'PATCH', `/api/admin/users/${member.id}/verify-email`, { email_verified: false });
    await ok(t, admin, 'PATCH', `/api/admin/users/${member.id}/admin`, { is_admin: true });
    await ok(t, admin, 'POST', `/api/admin/users/${unverified}/resend-verification`);
    await ok(t, admin, 'DELETE', `/api/admin/listings/${listing.listing_id}`);
    await ok(t, admin, 'DELETE', `/api/admin/users/${owner.id}`);
    // Refused and unchanged writes record nothing.
    await call(t, admin, 'PATCH', `/api/admin/users/${admin.id}/admin`, { is_admin: false });
    await call(t, admin, 'DELETE', `/api/admin/users/${admin.id}`);
    await call(t, admin, 'PATCH', `/api/admin/users/${member.id}/admin`, { is_admin: true });
    await call(t, admin, 'PATCH', `/api/moderation/flags/${flag.flag_id}`, { status: 'bogus' });
    await call(t, reporter, 'DELETE', `/api/admin/users/${member.id}`);
    await call(t, admin, 'PUT', `/api/admin/users/${member.id}`, { name: 'X' });

    const page = await client.admin.audit.query({});
    const entries = page.entries.filter((e) => Date.parse(e.created_at) >= start - 1);
    expect(entries.map((e) => e.action)).toEqual([
      'user.delete',
      'listing.delete',
      'user.resend_verification',
      'user.admin',
      'user.verify_email',
      'user.update',
      'flag.delete',
      'flag.status',
    ]);
    for (const entry of entries) expect(entry.admin).toEqual({ user_id: admin.id, name: 'Ada Admin' });
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(AUDIT_ACTIONS));
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(byAction['flag.status']).toMatchObject({
      target: { type: 'flag', id: flag.flag_id, label: `Flag #${flag.flag_id}` },
      before: { status: 'pending' },
      after: { status: 'reviewed' },
    });
    expect(byAction['user.update']).toMatchObject({
      target: { type: 'user', id: member.id, label: member.email },
      before: { location_postcode: '3000' },
      after: { location_postcode: '3121' },
    });
    expect(byAction['listing.delete']).toMatchObject({ target: { type: 'listing', id: listing.listing_id, label: 'Bach 7C' }, after: null });
    expect(byAction['user.delete']).toMatchObject({ target: { type: 'user', id: owner.id, label: owner.email }, after: { forced: false } });
    for (const entry of entries) expect(Date.parse(entry.created_at)).toBeGreaterThanOrEqual(start);
  });

  it('is written in the same transaction as the change: when the entry cannot be written, the change is not made either', async () => {
    const member = await createMember(t);
    t.deps.db.$client.exec("CREATE TEMP TRIGGER audit_down BEFORE INSERT ON admin_audit BEGIN SELECT RAISE(ABORT, 'audit down'); END");
    try {
      const res = await call(t, admin, 'PATCH', `/api/admin/users/${member.id}/verify-email`, { email_verified: false });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Failed to update email verification.' });
      const deleted = await call(t, admin, 'DELETE', `/api/admin/users/${member.id}`);
      expect(deleted.json()).toEqual({ error: 'Failed to delete user.' });
    } finally {
      t.deps.db.$client.exec('DROP TRIGGER audit_down');
    }
    expect(t.deps.db.select().from(users).where(eq(users.id, member.id)).get()).toMatchObject({ emailVerified: true });
    expect((await call(t, member, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('lists newest first, a page at a time, and keeps an entry readable after its admin is deleted', async () => {
    const other = await createAdmin(t);
    const target = await createMember(t);
    for (let i = 0; i < AUDIT_PAGE_SIZE + 3; i++)
      await ok(t, other, 'PATCH', `/api/admin/users/${target.id}/verify-email`, { email_verified: i % 2 === 0 ? false : true });
    await ok(t, admin, 'DELETE', `/api/admin/users/${other.id}`);
    const first = await client.admin.audit.query({});
    const total = t.deps.db.select().from(adminAudit).all().length;
    expect(first.pagination).toEqual({
      page: 1,
      limit: AUDIT_PAGE_SIZE,
      totalCount: total,
      totalPages: Math.ceil(total / AUDIT_PAGE_SIZE),
      hasNextPage: true,
      hasPrevPage: false,
    });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ action: 'user.delete', target: { id: other.id } });
    expect(first.entries[1]).toMatchObject({ action: 'user.verify_email', admin: { user_id: null, name: 'Ada Admin' }, target: { id: target.id } });
    const ids = first.entries.map((e) => e.audit_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await client.admin.audit.query({ page: 2 });
    expect(present(second.entries[0], 'the first entry of page 2').audit_id).toBeLessThan(present(ids.at(-1), 'the last id of page 1'));
  });

  it('never holds a password, a password hash, a token or a message’s contents', async () => {
    const victim = await createMember(t, { nickname: null });
    const friend = await createMember(t);
    const secret = 'The combination is 4-8-15-16-23-42';
    await sendOk(t, victim, friend, secret);
    await sendOk(t, friend, victim, `Re: ${secret}`);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: victim.email } });
    const unverified = (await t.request({ method: 'POST', url: '/api/auth/register', payload: registration({ password: 'hunter22' }) })).json().user_id;
    await ok(t, admin, 'POST', `/api/admin/users/${unverified}/resend-verification`);
    await ok(t, admin, 'PUT', `/api/admin/users/${victim.id}`, { name: 'Victor Victim', password: 'new-password', password_hash: 'x', token: 'y' });

    const db = t.deps.db;
    const secrets = [
      secret,
      victim.password,
      'hunter22',
      victim.token,
      friend.token,
      admin.token,
      ...db
        .select()
        .from(users)
        .all()
        .map((u) => u.passwordHash),
      ...db
        .select()
        .from(sessions)
        .all()
        .map((s) => s.id),
      ...db
        .select()
        .from(emailVerificationTokens)
        .all()
        .map((r) => r.id),
      ...db
        .select()
        .from(passwordResetTokens)
        .all()
        .map((r) => r.id),
      ...t.smtp.messages.flatMap((m) => m.links.map((l) => new URL(l).searchParams.get('token') ?? 'no token')),
    ];
    await ok(t, admin, 'DELETE', `/api/admin/users/${victim.id}`);
    const stored = JSON.stringify(db.select().from(adminAudit).all());
    const listed = JSON.stringify(await client.admin.audit.query({}));
    for (const value of secrets) {
      expect(stored).not.toContain(value);
      expect(listed).not.toContain(value);
    }
    expect(stored).not.toContain('argon2');
    expect(stored).not.toContain('new-password');
    expect(stored).toContain('Victor Victim');
    expect(auditRows(db)[0]).toMatchObject({ action: 'user.delete', targetId: victim.id });
  });
});
