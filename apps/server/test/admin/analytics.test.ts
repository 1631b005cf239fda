import { join } from 'node:path';
import { openDatabase, users } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { actOk, day, requestLoan, startLoansApp } from '../loans/support';
import { sendOk } from '../messages/support';
import { createListing, insertSeller } from '../support/listings';
import { createAdmin, createMember, linkFromMail, registration, type Member } from '../support/test-app';
import { call, moved, ok, summary } from './support';

const DAY = 24 * 60 * 60 * 1000;

/**
 * api §9.1: each counter moves by exactly one after the action that defines it, and no other counter
 * moves. Each step states every counter it expects to move; `moved` lists every one that did.
 */
describe('GET /api/admin/analytics/summary (api §9.1)', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const admin = await createAdmin(t);
  const seller = await createMember(t);
  const borrower = await createMember(t);

  /** Runs `action` and answers how the counters moved. */
  async function step(action: () => Promise<unknown>): Promise<Record<string, number>> {
    const before = await summary(t, admin);
    await action();
    return moved(before, await summary(t, admin));
  }

  it('answers integers only, in the contract’s shape', async () => {
    const s = await summary(t, admin);
    expect(Object.keys(s)).toEqual(['users', 'listings', 'sales', 'loans', 'messages']);
    expect(Object.keys(s.listings)).toEqual(['total', 'active', 'sold', 'loaned', 'deleted', 'newLast7Days']);
    for (const group of Object.values(s)) for (const value of Object.values(group)) expect(Number.isInteger(value)).toBe(true);
  });

  it('users: registering, verifying, becoming an admin, being deleted', async () => {
    const body = registration();
    const email = String(body.email);
    let id = 0;
    expect(
      await step(async () => {
        id = (await t.request({ method: 'POST', url: '/api/auth/register', payload: body })).json().user_id;
      }),
    ).toEqual({ 'users.total': 1, 'users.newLast7Days': 1 });
    const link = await linkFromMail(t, email, '/verify-email');
    expect(await step(() => t.request({ method: 'GET', url: `/api/auth/verify-email${link.search}` }))).toEqual({ 'users.verified': 1 });
    expect(await step(() => ok(t, admin, 'PATCH', `/api/admin/users/${id}/admin`, { is_admin: true }))).toEqual({ 'users.admin': 1 });
    expect(await step(() => ok(t, admin, 'PATCH', `/api/admin/users/${id}/admin`, { is_admin: false }))).toEqual({ 'users.admin': -1 });
    expect(await step(() => ok(t, admin, 'DELETE', `/api/admin/users/${id}`))).toEqual({ 'users.total': -1, 'users.newLast7Days': -1, 'users.verified': -1 });
  });

  it('listings and sales: create, pause, resume, sell, delete, admin delete', async () => {
    let listing = { listing_id: 0 };
    expect(
      await step(async () => {
        listing = await createListing(t, seller);
      }),
    ).toEqual({ 'listings.total': 1, 'listings.active': 1, 'listings.newLast7Days': 1 });
    const pause = () => ok(t, seller, 'PATCH', `/api/listings/${listing.listing_id}/pause`);
    expect(await step(pause)).toEqual({ 'listings.active': -1 });
    expect(await step(pause)).toEqual({ 'listings.active': 1 });
    expect(await step(() => ok(t, seller, 'PUT', `/api/listings/${listing.listing_id}`, { status: 'sold' }))).toEqual({
      'listings.active': -1,
      'listings.sold': 1,
      'sales.total': 1,
      'sales.newLast7Days': 1,
    });
    const other = await createListing(t, seller);
    expect(await step(() => ok(t, seller, 'DELETE', `/api/listings/${other.listing_id}`))).toEqual({
      'listings.total': -1,
      'listings.active': -1,
      'listings.deleted': 1,
      'listings.newLast7Days': -1,
    });
    expect(await step(() => ok(t, admin, 'DELETE', `/api/admin/listings/${other.listing_id}`))).toEqual({ 'listings.deleted': -1 });
    expect(await step(() => ok(t, admin, 'DELETE', `/api/admin/listings/${listing.listing_id}`))).toEqual({
      'listings.total': -1,
      'listings.sold': -1,
      'sales.total': -1,
      'sales.newLast7Days': -1,
      'listings.newLast7Days': -1,
    });
  });

  it('loans and messages: request, approve, return, confirm, and a message', async () => {
    const listing = await createListing(t, seller, { open_to_loan: true });
    let loanId = 0;
    // Each loan step also writes its auto message (api §5.3), which messages.total counts.
    expect(
      await step(async () => {
        loanId = (await requestLoan(t, borrower, listing.listing_id)).loan_id;
      }),
    ).toEqual({ 'loans.total': 1, 'loans.newLast7Days': 1, 'messages.total': 1 });
    expect(await step(() => actOk(t, seller, loanId, 'approve'))).toEqual({
      'loans.active': 1,
      'listings.active': -1,
      'listings.loaned': 1,
      'messages.total': 1,
    });
    expect(await step(() => actOk(t, borrower, loanId, 'return'))).toEqual({ 'messages.total': 1 });
    expect(await step(() => actOk(t, seller, loanId, 'confirm_return'))).toEqual({
      'loans.active': -1,
      'loans.returned': 1,
      'listings.active': 1,
      'listings.loaned': -1,
      'messages.total': 1,
    });
    expect(await step(() => sendOk(t, borrower, seller, 'Thanks again!'))).toEqual({ 'messages.total': 1 });
  });

  it('loans.overdue: an active loan whose expected return date is before today, and nothing else as the days pass', async () => {
    const listing = await createListing(t, seller, { open_to_loan: true });
    const loan = await requestLoan(t, borrower, listing.listing_id, { expected_return_date: day(t, 1) });
    await actOk(t, seller, loan.loan_id, 'approve');
    // On the expected return day it is not overdue yet; the day after, it is.
    expect(await step(async () => void (t.clock.offsetMs += DAY))).toEqual({});
    expect(await step(async () => void (t.clock.offsetMs += DAY))).toEqual({ 'loans.overdue': 1 });
    expect(await step(() => actOk(t, seller, loan.loan_id, 'return'))).toEqual({
      'loans.overdue': -1,
      'loans.active': -1,
      'loans.returned': 1,
      'listings.active': 1,
      'listings.loaned': -1,
      'messages.total': 1,
    });
    t.clock.offsetMs -= 2 * DAY;
  });

  it('"last 7 days" is the 7 × 24 hours before the request', async () => {
    const edge = t.deps.now() - 7 * DAY + 60_000;
    insertSeller(t, { joinDate: edge });
    const s = await summary(t, admin);
    expect(await step(async () => void (t.clock.offsetMs += 30_000))).toEqual({});
    expect(await step(async () => void (t.clock.offsetMs += 60_000))).toEqual({ 'users.newLast7Days': -1 });
    t.clock.offsetMs -= 90_000;
    expect((await summary(t, admin)).users).toEqual(s.users);
  });

  it('a change made by another process (the admin CLI) shows at once, in the summary and the users list', async () => {
    const member = await createMember(t);
    const before = await summary(t, admin);
    await ok(t, admin, 'GET', '/api/admin/users');
    const other = openDatabase(join(t.dataDir, 'app.db'));
    try {
      other.update(users).set({ isAdmin: true }).where(eq(users.id, member.id)).run();
    } finally {
      other.$client.close();
    }
    expect(moved(before, await summary(t, admin))).toEqual({ 'users.admin': 1 });
    const listed = await ok<{ user_id: number; is_admin: boolean }[]>(t, admin, 'GET', '/api/admin/users');
    expect(listed.find((u) => u.user_id === member.id)?.is_admin).toBe(true);
  });

  it('answers members 403 and guests 401', async () => {
    const member: Member = await createMember(t);
    expect((await call(t, member, 'GET', '/api/admin/analytics/summary')).json()).toEqual({ error: 'Admin access required.' });
    expect((await call(t, null, 'GET', '/api/admin/analytics/summary')).statusCode).toBe(401);
  });
});
