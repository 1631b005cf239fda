import { loans } from '@mpx/db';
import type { AdminWeekly } from '@mpx/shared';
import { TRPCClientError } from '@trpc/client';
import { afterAll, describe, expect, it } from 'vitest';
import { insertListing, insertSeller } from '../support/listings';
import { createAdmin, createMember, startTestApp } from '../support/test-app';
import { httpClient } from '../support/trpc-client';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
const at = (iso: string) => Date.parse(iso);

/** A Wednesday: the current week runs from Monday 2030-01-07 to Sunday 2030-01-13 (UTC). */
const NOW = at('2030-01-09T12:00:00.000Z');
const CURRENT = at('2030-01-07T00:00:00.000Z');
/** Monday of the oldest of the 12 weeks. */
const OLDEST = CURRENT - 11 * WEEK;

type Series = 'members' | 'listings' | 'sales' | 'loans';

/** Per series, the weeks (0 = oldest) whose count changed from `before` to `after`, and by how much. */
function moved(before: AdminWeekly, after: AdminWeekly): Partial<Record<Series, Record<number, number>>> {
  const changed: Partial<Record<Series, Record<number, number>>> = {};
  for (const series of ['members', 'listings', 'sales', 'loans'] as const) {
    after.weeks.forEach((week, i) => {
      const delta = week[series] - (before.weeks[i]?.[series] ?? 0);
      if (delta !== 0) changed[series] = { ...changed[series], [i]: delta };
    });
  }
  return changed;
}

/**
 * `admin.weekly` (the admin charts, tRPC only): new members, new listings, sales and loans per
 * UTC week (Monday to Sunday) over the last 12 weeks, the current week last.
 */
describe('admin.weekly', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  t.clock.offsetMs = NOW - Date.now();
  const admin = await createAdmin(t);
  const member = await createMember(t);
  const client = httpClient(address, { bearer: admin.token }).client;
  const weekly = () => client.admin.weekly.query();

  it('answers 12 consecutive UTC weeks starting on Mondays, oldest first, the current week last', async () => {
    const { weeks } = await weekly();
    expect(weeks).toHaveLength(12);
    expect(weeks.map((w) => w.week_start)).toEqual(Array.from({ length: 12 }, (_, i) => new Date(OLDEST + i * WEEK).toISOString().slice(0, 10)));
    expect(weeks.at(-1)?.week_start).toBe('2030-01-07');
    for (const week of weeks) for (const n of [week.members, week.listings, week.sales, week.loans]) expect(Number.isInteger(n)).toBe(true);
  });

  it('counts each item in the week of its own time, at the week’s edges too, and nothing outside the 12 weeks', async () => {
    const before = await weekly();
    // Members by join_date: the first instant of the current week, the last of the week before,
    // the first of the oldest week, and one just before it (not counted).
    insertSeller(t, { joinDate: CURRENT });
    insertSeller(t, { joinDate: CURRENT - 1 });
    insertSeller(t, { joinDate: OLDEST });
    const owner = insertSeller(t, { joinDate: OLDEST - 1 });
    // Listings by created_at, unless deleted; sales by sold_at.
    insertListing(t, owner, { createdAt: OLDEST + 5 * WEEK + 3 * DAY, status: 'active' });
    insertListing(t, owner, { createdAt: OLDEST + 5 * WEEK, status: 'deleted' });
    const sold = insertListing(t, owner, { createdAt: OLDEST + 3 * WEEK, status: 'sold', soldAt: OLDEST + 9 * WEEK + DAY });
    insertListing(t, owner, { createdAt: OLDEST + 4 * WEEK, status: 'paused', soldAt: OLDEST + 9 * WEEK });
    // Loans by created_at, whatever their status.
    for (const [createdAt, status] of [
      [OLDEST + 7 * WEEK, 'returned'],
      [OLDEST + 7 * WEEK + 6 * DAY, 'cancelled'],
      [CURRENT + DAY, 'pending'],
    ] as const) {
      t.deps.db
        .insert(loans)
        .values({
          listingId: sold,
          lenderId: owner,
          borrowerId: member.id,
          status,
          startDate: '2029-11-01',
          expectedReturnDate: '2029-11-08',
          createdAt,
          updatedAt: createdAt,
        })
        .run();
    }
    expect(moved(before, await weekly())).toEqual({
      members: { 0: 1, 10: 1, 11: 1 },
      listings: { 3: 1, 4: 1, 5: 1 },
      sales: { 9: 1 },
      loans: { 7: 2, 11: 1 },
    });
  });

  it('moves everything one week back when the next week begins', async () => {
    const before = await weekly();
    t.clock.offsetMs += 5 * DAY; // Monday 2030-01-14, 12:00 UTC
    const after = await weekly();
    expect(after.weeks.at(-1)?.week_start).toBe('2030-01-14');
    expect(after.weeks.slice(0, 11)).toEqual(before.weeks.slice(1).map((w) => ({ ...w })));
    expect(after.weeks.at(-1)).toEqual({ week_start: '2030-01-14', members: 0, listings: 0, sales: 0, loans: 0 });
    t.clock.offsetMs -= 5 * DAY;
  });

  it('is for admins only: a guest gets 401, a member 403', async () => {
    const asGuest = httpClient(address).client;
    const asMember = httpClient(address, { bearer: member.token }).client;
    const refusal = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (e: unknown) => e,
      );
      if (!(error instanceof TRPCClientError)) throw new Error('expected a tRPC error');
      return { status: error.data?.httpStatus, message: error.message };
    };
    expect(await refusal(asGuest.admin.weekly.query())).toMatchObject({ status: 401 });
    expect(await refusal(asMember.admin.weekly.query())).toEqual({ status: 403, message: 'Admin access required.' });
  });
});
