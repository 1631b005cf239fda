import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, startTestApp, type Member } from '../support/test-app';

/**
 * Every account and profile procedure as guest, member, other member and admin: the server
 * decides, whatever the web app shows.
 */
describe('access: auth and profile', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const member = await createMember(t);
  const other = await createMember(t);
  const admin = await createAdmin(t);
  const as = (who: Member | null) => (who ? who.auth : {});

  it.each([
    ['GET', '/api/auth/me'],
    ['GET', '/api/profile/me'],
    ['PUT', '/api/profile/me'],
  ] as const)('guest gets 401 on %s %s', async (method, url) => {
    const res = await t.request({ method, url, payload: method === 'PUT' ? { name: 'Guest Name' } : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'No token provided.' });
  });

  it('members and admins read and edit only their own profile', async () => {
    for (const who of [member, other, admin]) {
      const me = (await t.request({ method: 'GET', url: '/api/profile/me', headers: as(who) })).json();
      expect(me.user_id).toBe(who.id);
    }
    await t.request({ method: 'PUT', url: '/api/profile/me', headers: as(other), payload: { name: 'Other Name' } });
    await t.request({ method: 'PUT', url: '/api/profile/me', headers: as(admin), payload: { name: 'Admin Name' } });
    expect((await t.request({ method: 'GET', url: `/api/profile/${member.id}` })).json().name).toBe('Sam Player');
  });

  it('a public profile is open to guests, members and admins alike, with the same fields', async () => {
    const bodies = await Promise.all(
      [null, member, other, admin].map((who) => t.request({ method: 'GET', url: `/api/profile/${member.id}`, headers: as(who) })),
    );
    for (const res of bodies) expect(res.body).toBe(bodies[0]?.body);
  });

  it('an admin flag set in the database takes effect on the next request', async () => {
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', headers: as(admin) })).json();
    expect(me.is_admin).toBe(true);
  });

  it('public auth endpoints answer guests and members the same way', async () => {
    for (const who of [null, member]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/forgot-password', headers: as(who), payload: { email: 'x@example.com' } });
      expect(res.statusCode).toBe(200);
    }
  });
});
