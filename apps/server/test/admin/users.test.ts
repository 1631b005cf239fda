import { users } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing, insertSeller, setStatus } from '../support/listings';
import { createAdmin, createMember, startTestApp } from '../support/test-app';
import { httpClient } from '../support/trpc-client';
import { auditRows, call, latestAudit, ok } from './support';

interface AdminUser {
  user_id: number;
  email: string;
  name: string;
  nickname: string | null;
  location_state: string;
  location_postcode: string;
  email_verified: boolean;
  is_admin: boolean;
  status: string;
  join_date: string;
  average_rating: number;
  rating_count: number;
  listing_count: number;
}

/** API §8.1–§8.4 and the app's paged users table. */
describe('admin users (api §8.1–§8.4)', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const admin = await createAdmin(t);
  const row = (id: number) => present(t.deps.db.select().from(users).where(eq(users.id, id)).get(), `user ${id}`);

  it('api §8.1: every user as AdminUser, newest first, listing_count counting listings not deleted', async () => {
    const member = await createMember(t, { nickname: null, location_state: 'TAS', location_postcode: '7000' });
    const [a, b, c] = [await createListing(t, member), await createListing(t, member), await createListing(t, member)];
    setStatus(t, a.listing_id, 'deleted');
    setStatus(t, b.listing_id, 'sold');
    expect(c.status).toBe('active');
    const list = await ok<AdminUser[]>(t, admin, 'GET', '/api/admin/users');
    const found = present(
      list.find((u) => u.user_id === member.id),
      'the member',
    );
    expect(found).toEqual({
      user_id: member.id,
      email: member.email,
      name: 'Sam Player',
      nickname: null,
      location_state: 'TAS',
      location_postcode: '7000',
      email_verified: true,
      is_admin: false,
      status: 'active',
      join_date: new Date(row(member.id).joinDate).toISOString(),
      average_rating: 0,
      rating_count: 0,
      listing_count: 2,
    });
    expect(list.length).toBe(t.deps.db.select().from(users).all().length);
    const order = list.map((u) => [Date.parse(u.join_date), u.user_id] as const);
    const sorted = [...order].sort((x, y) => y[0] - x[0] || y[1] - x[1]);
    expect(order).toEqual(sorted);
    // Same join time: the higher id comes first.
    const now = Date.now() + 60_000;
    const [older, newer] = [insertSeller(t, { joinDate: now }), insertSeller(t, { joinDate: now })];
    const top = (await ok<AdminUser[]>(t, admin, 'GET', '/api/admin/users')).slice(0, 2).map((u) => u.user_id);
    expect(top).toEqual([newer, older]);
    expect(JSON.stringify(list)).not.toContain('argon2');
  });

  it('api §8.2: edits name, nickname, state and postcode with the api §2.2 rules; ignores the rest; 404 before validation', async () => {
    const member = await createMember(t);
    const listed = present(
      (await ok<AdminUser[]>(t, admin, 'GET', '/api/admin/users')).find((u) => u.user_id === member.id),
      'the member',
    );
    const res = await call(t, admin, 'PUT', `/api/admin/users/${member.id}`, {
      ...listed,
      user_id: admin.id,
      name: '  Pat Player  ',
      nickname: '',
      location_state: 'WA',
      location_postcode: '6000',
      email: 'hijack@example.com',
      email_verified: false,
      is_admin: true,
      status: 'disabled',
      average_rating: 5,
      listing_count: 9,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...listed, name: 'Pat Player', nickname: null, location_state: 'WA', location_postcode: '6000' });
    expect(row(member.id)).toMatchObject({ email: member.email, emailVerified: true, isAdmin: false, status: 'active' });
    expect(latestAudit(t.deps.db)).toMatchObject({
      action: 'user.update',
      targetType: 'user',
      targetId: member.id,
      adminId: admin.id,
      details: {
        before: { name: 'Sam Player', nickname: 'Slide', location_state: 'VIC', location_postcode: '3000' },
        after: { name: 'Pat Player', nickname: null, location_state: 'WA', location_postcode: '6000' },
      },
    });

    // An absent field keeps its value; a body that changes nothing writes no audit entry.
    const entries = auditRows(t.deps.db).length;
    expect((await call(t, admin, 'PUT', `/api/admin/users/${member.id}`, { nickname: 'Pat' })).json()).toMatchObject({ name: 'Pat Player', nickname: 'Pat' });
    expect((await call(t, admin, 'PUT', `/api/admin/users/${member.id}`, {})).json()).toMatchObject({ name: 'Pat Player', nickname: 'Pat' });
    expect(auditRows(t.deps.db).length).toBe(entries + 1);

    const invalid = await call(t, admin, 'PUT', `/api/admin/users/${member.id}`, { name: 'P', nickname: 5, location_state: 'Vic', location_postcode: '30000' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: 'Name must be at least 2 characters long.',
      issues: [
        { path: 'name', message: 'Name must be at least 2 characters long.' },
        { path: 'nickname', message: 'Nickname must be a string.' },
        { path: 'location_state', message: 'Invalid state. Must be one of: NSW, VIC, QLD, WA, SA, TAS, ACT, NT' },
        { path: 'location_postcode', message: 'Postcode must be exactly 4 digits.' },
      ],
    });
    expect((await call(t, admin, 'PUT', `/api/admin/users/${member.id}`, { name: null })).json().error).toBe('Name is required.');
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const missing = await call(t, admin, 'PUT', `/api/admin/users/${id}`, { name: 'P' });
      expect([id, missing.statusCode, missing.json()]).toEqual([id, 404, { error: 'User not found.' }]);
    }
    expect(row(member.id).name).toBe('Pat Player');
  });

  it('api §8.3: email_verified is set both ways, sessions are kept, and only a JSON boolean is accepted, after the 404', async () => {
    const member = await createMember(t);
    const set = (value: unknown) => call(t, admin, 'PATCH', `/api/admin/users/${member.id}/verify-email`, { email_verified: value });
    expect((await set(false)).json()).toMatchObject({ user_id: member.id, email_verified: false });
    expect(latestAudit(t.deps.db)).toMatchObject({
      action: 'user.verify_email',
      details: { before: { email_verified: true }, after: { email_verified: false } },
    });
    expect((await call(t, member, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await set(true)).json()).toMatchObject({ email_verified: true });
    for (const bad of ['true', 1, null, undefined]) {
      const res = await set(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'email_verified must be a boolean.',
        issues: [{ path: 'email_verified', message: 'email_verified must be a boolean.' }],
      });
    }
    expect((await call(t, admin, 'PATCH', '/api/admin/users/999999/verify-email', { email_verified: 'x' })).json()).toEqual({ error: 'User not found.' });
  });

  it('api §8.4: is_admin is set both ways and takes effect at once; 404, then validation, then the own-status rule', async () => {
    const member = await createMember(t);
    const set = (who: typeof admin, id: number | string, value: unknown) => call(t, who, 'PATCH', `/api/admin/users/${id}/admin`, { is_admin: value });
    expect((await set(admin, member.id, true)).json()).toMatchObject({ user_id: member.id, is_admin: true });
    expect(latestAudit(t.deps.db)).toMatchObject({
      action: 'user.admin',
      targetId: member.id,
      details: { before: { is_admin: false }, after: { is_admin: true } },
    });
    // The new admin's very next call is an admin's.
    expect((await call(t, member, 'GET', '/api/admin/analytics/summary')).statusCode).toBe(200);
    expect((await set(member, admin.id, false)).json()).toMatchObject({ user_id: admin.id, is_admin: false });
    expect((await call(t, admin, 'GET', '/api/admin/users')).json()).toEqual({ error: 'Admin access required.' });
    expect((await set(member, admin.id, true)).statusCode).toBe(200);
    expect((await set(member, member.id, false)).json()).toEqual({ error: 'Cannot remove your own admin status.' });
    expect((await set(member, member.id, true)).statusCode).toBe(200);
    expect((await set(admin, member.id, 'false')).json()).toEqual({
      error: 'is_admin must be a boolean.',
      issues: [{ path: 'is_admin', message: 'is_admin must be a boolean.' }],
    });
    // 404 comes before validation, and validation before the own-status rule.
    expect((await set(admin, 999_999, 'x')).json()).toEqual({ error: 'User not found.' });
    expect((await set(admin, admin.id, 'x')).json()).toMatchObject({ error: 'is_admin must be a boolean.' });
    expect((await set(admin, member.id, false)).json()).toMatchObject({ is_admin: false });
  });

  it('the paged users table: 50 a page, newest first, searchable by name, nickname or email, with the total', async () => {
    const client = httpClient(address, { bearer: admin.token }).client;
    const tag = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 55; i++) insertSeller(t, { name: `Page ${tag} ${i}`, joinDate: Date.now() + 120_000 + i });
    insertSeller(t, { name: 'Someone Else', nickname: `${tag}_nick` });
    insertSeller(t, { name: 'Mail Match', email: `${tag}@example.com` });
    const all = await client.admin.usersPage.query({});
    expect(all.users).toHaveLength(50);
    expect(all.pagination).toMatchObject({ page: 1, limit: 50, totalCount: t.deps.db.select().from(users).all().length });
    expect(all.users[0]?.name).toBe(`Page ${tag} 54`);

    const first = await client.admin.usersPage.query({ q: tag.toUpperCase() });
    expect(first.pagination).toEqual({ page: 1, limit: 50, totalPages: 2, totalCount: 57, hasNextPage: true, hasPrevPage: false });
    const second = await client.admin.usersPage.query({ q: tag, page: 2 });
    expect(second.users.map((u) => u.name)).toEqual(expect.arrayContaining(['Someone Else', 'Mail Match']));
    expect(second.users).toHaveLength(7);
    expect(second.pagination).toMatchObject({ page: 2, hasNextPage: false, hasPrevPage: true });
    // LIKE wildcards typed in the box are taken literally.
    expect((await client.admin.usersPage.query({ q: '%' })).pagination.totalCount).toBe(0);
    expect((await client.admin.usersPage.query({ q: '_' })).users.map((u) => u.nickname)).toEqual([`${tag}_nick`]);
    expect((await client.admin.usersPage.query({ q: tag, page: 9 })).users).toEqual([]);
    // A page read again after a change shows the change (pages are kept only until a row changes).
    const newest = insertSeller(t, { name: `Newest ${tag}`, joinDate: Date.now() + 600_000 });
    expect((await client.admin.usersPage.query({})).users[0]?.user_id).toBe(newest);
    expect((await client.admin.usersPage.query({ q: tag.toUpperCase() })).pagination.totalCount).toBe(58);
    await call(t, admin, 'PUT', `/api/admin/users/${newest}`, { name: 'Renamed Away' });
    expect((await client.admin.usersPage.query({ q: tag.toUpperCase() })).pagination.totalCount).toBe(57);
  });
});
