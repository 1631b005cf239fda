import { appRouter, type AppRouter } from '@mpx/api';
import { adminAudit, flags, listings, users } from '@mpx/db';
import { present } from '@mpx/shared';
import { isTRPCClientError, type TRPCClient } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createAdmin, createMember, ORIGIN, sessionCookie, startTestApp, type Member } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { call } from './support';

type Client = TRPCClient<AppRouter>;

interface Case {
  /** The procedure's path in the router. */
  procedure: string;
  /** Its REST route, when it has one: method, URL and body. */
  rest?: [method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, body?: Record<string, unknown>];
  trpc(client: Client): Promise<unknown>;
}

/** The message and HTTP status a refused tRPC call carries. */
async function refusal(promise: Promise<unknown>): Promise<[number | undefined, string]> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isTRPCClientError<AppRouter>(err)) throw new Error(`expected a refusal, got ${JSON.stringify(err)}`);
  return [err.data?.httpStatus, err.message];
}

/**
 * Every admin procedure (api §7.2–§7.5, §8, §9 and the app's own users page and audit log) as a
 * guest (401), a member (403), the member the call is about (403) and an admin, over REST and
 * tRPC; a read and a write also in an HTTP batch and over the WebSocket.
 */
describe('who may call the admin procedures', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  const admin = await createAdmin(t);
  const member = await createMember(t);
  /** The member every call is about: their account, their listing, their flag. */
  const target = await createMember(t, { nickname: 'Target' });
  const reporter = await createMember(t);
  const listing = await createListing(t, target);
  const flagged = await createListing(t, reporter);
  const flag = (await call(t, target, 'POST', '/api/moderation/flag', { content_id: flagged.listing_id, reason: 'Suspicious.' })).json();

  const cases: Case[] = [
    { procedure: 'admin.users', rest: ['GET', '/api/admin/users'], trpc: (c) => c.admin.users.query() },
    { procedure: 'admin.usersPage', trpc: (c) => c.admin.usersPage.query({ q: 'Target' }) },
    {
      procedure: 'admin.updateUser',
      rest: ['PUT', `/api/admin/users/${target.id}`, { nickname: 'Renamed' }],
      trpc: (c) => c.admin.updateUser.mutate({ user_id: target.id, nickname: 'Renamed' }),
    },
    {
      procedure: 'admin.setEmailVerified',
      rest: ['PATCH', `/api/admin/users/${target.id}/verify-email`, { email_verified: false }],
      trpc: (c) => c.admin.setEmailVerified.mutate({ user_id: target.id, email_verified: false }),
    },
    {
      procedure: 'admin.resendVerification',
      rest: ['POST', `/api/admin/users/${target.id}/resend-verification`],
      trpc: (c) => c.admin.resendVerification.mutate({ user_id: target.id }),
    },
    {
      procedure: 'admin.setAdmin',
      rest: ['PATCH', `/api/admin/users/${target.id}/admin`, { is_admin: true }],
      trpc: (c) => c.admin.setAdmin.mutate({ user_id: target.id, is_admin: true }),
    },
    { procedure: 'admin.analytics', rest: ['GET', '/api/admin/analytics/summary'], trpc: (c) => c.admin.analytics.query() },
    { procedure: 'admin.audit', trpc: (c) => c.admin.audit.query({}) },
    { procedure: 'admin.weekly', trpc: (c) => c.admin.weekly.query() },
    { procedure: 'admin.system', rest: ['GET', '/api/admin/system'], trpc: (c) => c.admin.system.query() },
    { procedure: 'moderation.dashboard', rest: ['GET', '/api/moderation/dashboard'], trpc: (c) => c.moderation.dashboard.query() },
    { procedure: 'moderation.flags', rest: ['GET', '/api/moderation/flags'], trpc: (c) => c.moderation.flags.query() },
    {
      procedure: 'moderation.setFlagStatus',
      rest: ['PATCH', `/api/moderation/flags/${flag.flag_id}`, { status: 'reviewed' }],
      trpc: (c) => c.moderation.setFlagStatus.mutate({ flag_id: flag.flag_id, status: 'reviewed' }),
    },
    {
      procedure: 'moderation.deleteFlag',
      rest: ['DELETE', `/api/moderation/flags/${flag.flag_id}`],
      trpc: (c) => c.moderation.deleteFlag.mutate({ flag_id: flag.flag_id }),
    },
    {
      procedure: 'admin.deleteListing',
      rest: ['DELETE', `/api/admin/listings/${listing.listing_id}`],
      trpc: (c) => c.admin.deleteListing.mutate({ listing_id: listing.listing_id }),
    },
    {
      procedure: 'admin.deleteUser',
      rest: ['DELETE', `/api/admin/users/${target.id}?force=true`],
      trpc: (c) => c.admin.deleteUser.mutate({ user_id: target.id, force: true }),
    },
  ];

  /** What a refused call must leave as it was. */
  const state = () => ({
    target: t.deps.db.select().from(users).where(eq(users.id, target.id)).get(),
    listing: t.deps.db.select().from(listings).where(eq(listings.id, listing.listing_id)).get(),
    flag: t.deps.db.select().from(flags).where(eq(flags.id, flag.flag_id)).get(),
    audit: t.deps.db.select().from(adminAudit).all(),
  });

  it('covers every admin procedure of the router', () => {
    const adminOnly = Object.keys(appRouter._def.procedures).filter(
      (p) => p.startsWith('admin.') || ['moderation.dashboard', 'moderation.flags', 'moderation.setFlagStatus', 'moderation.deleteFlag'].includes(p),
    );
    expect(cases.map((c) => c.procedure).sort()).toEqual(adminOnly.sort());
  });

  it.each([
    ['a guest', null, 401, 'No token provided.'],
    ['a member', member, 403, 'Admin access required.'],
    ['the member the call is about', target, 403, 'Admin access required.'],
  ] as const)('refuses %s over REST and tRPC, and changes nothing', async (_who, who: Member | null, status, error) => {
    const before = state();
    const client = httpClient(address, who ? { bearer: who.token } : {}).client;
    for (const c of cases) {
      if (c.rest) {
        const [method, url, body] = c.rest;
        const res = await call(t, who, method, url, body);
        expect([c.procedure, res.statusCode, res.json()]).toEqual([c.procedure, status, { error }]);
      }
      expect([c.procedure, ...(await refusal(c.trpc(client)))]).toEqual([c.procedure, status, error]);
    }
    expect(state()).toEqual(before);
  });

  it('refuses a read and a write in an HTTP batch and over the WebSocket; a demoted admin at their next call', async () => {
    const batch = (who: Member, kind: 'read' | 'write') =>
      kind === 'read'
        ? t.request({ method: 'GET', url: `/trpc/admin.analytics,moderation.flags?batch=1&input=${encodeURIComponent('{}')}`, headers: who.auth })
        : t.request({
            method: 'POST',
            url: '/trpc/admin.setAdmin,moderation.setFlagStatus?batch=1',
            headers: { ...who.auth, 'content-type': 'application/json' },
            payload: JSON.stringify({ 0: { user_id: target.id, is_admin: true }, 1: { flag_id: flag.flag_id, status: 'resolved' } }),
          });
    for (const kind of ['read', 'write'] as const) {
      const res = await batch(member, kind);
      expect(res.json().map((r: { error: { message: string; data: { httpStatus: number } } }) => [r.error.message, r.error.data.httpStatus])).toEqual([
        ['Admin access required.', 403],
        ['Admin access required.', 403],
      ]);
    }
    const reads = await batch(admin, 'read');
    expect(reads.json().map((r: { result: { data: unknown } }) => typeof r.result.data)).toEqual(['object', 'object']);

    const guestWs = wsClient(address, { origin: ORIGIN });
    const memberWs = wsClient(address, { token: member.token });
    const second = await createAdmin(t);
    const secondWs = wsClient(address, { token: second.token });
    try {
      expect(await refusal(guestWs.client.admin.analytics.query())).toEqual([401, 'No token provided.']);
      expect(await refusal(guestWs.client.admin.setAdmin.mutate({ user_id: target.id, is_admin: true }))).toEqual([401, 'No token provided.']);
      expect(await refusal(memberWs.client.admin.analytics.query())).toEqual([403, 'Admin access required.']);
      expect(await refusal(memberWs.client.admin.setAdmin.mutate({ user_id: target.id, is_admin: true }))).toEqual([403, 'Admin access required.']);
      expect((await secondWs.client.admin.analytics.query()).users.admin).toBe(2);
      expect(await secondWs.client.admin.setEmailVerified.mutate({ user_id: member.id, email_verified: true })).toMatchObject({ user_id: member.id });
      // Demoted by the first admin: the open socket is refused at its very next call (api §0.2).
      await call(t, admin, 'PATCH', `/api/admin/users/${second.id}/admin`, { is_admin: false });
      expect(await refusal(secondWs.client.admin.analytics.query())).toEqual([403, 'Admin access required.']);
    } finally {
      await Promise.all([guestWs.close(), memberWs.close(), secondWs.close()]);
    }
  });

  it('checks the Origin of a cookie-authenticated admin write before the admin check, and refuses a foreign one', async () => {
    const cookieOf = async (who: Member) => {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password: who.password } });
      return `session=${present(sessionCookie(res), 'the session cookie').value}`;
    };
    const [adminCookie, memberCookie] = [await cookieOf(admin), await cookieOf(member)];
    const remove = (cookie: string, origin?: string) =>
      t.request({ method: 'DELETE', url: `/api/admin/listings/${listing.listing_id}`, headers: { cookie, ...(origin ? { origin } : {}) } });
    for (const cookie of [adminCookie, memberCookie]) {
      for (const origin of [undefined, 'https://evil.example']) expect((await remove(cookie, origin)).json()).toEqual({ error: 'Invalid request origin.' });
    }
    expect((await remove(memberCookie, ORIGIN)).json()).toEqual({ error: 'Admin access required.' });
    expect(state().listing).toBeDefined();
    // A read needs no Origin.
    expect((await t.request({ method: 'GET', url: '/api/admin/analytics/summary', headers: { cookie: adminCookie } })).statusCode).toBe(200);
  });

  it('lets an admin call every one of them, over REST where there is a route and tRPC where there is none', async () => {
    const client = httpClient(address, { bearer: admin.token }).client;
    const statuses: Record<string, number | string> = {};
    for (const c of cases) {
      if (c.rest) {
        const [method, url, body] = c.rest;
        const res = await call(t, admin, method, url, body);
        statuses[c.procedure] = res.statusCode;
      } else {
        statuses[c.procedure] = typeof (await c.trpc(client));
      }
    }
    expect(statuses).toEqual({
      'admin.users': 200,
      'admin.usersPage': 'object',
      'admin.updateUser': 200,
      'admin.setEmailVerified': 200,
      'admin.resendVerification': 200,
      'admin.setAdmin': 200,
      'admin.analytics': 200,
      'admin.audit': 'object',
      'admin.weekly': 'object',
      'admin.system': 200,
      'moderation.dashboard': 200,
      'moderation.flags': 200,
      'moderation.setFlagStatus': 200,
      'moderation.deleteFlag': 200,
      'admin.deleteListing': 200,
      'admin.deleteUser': 200,
    });
    expect(t.deps.db.select().from(users).where(eq(users.id, target.id)).get()).toBeUndefined();
  });
});
