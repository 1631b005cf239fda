import { utcDate, WEEKLY_WEEKS, type AdminWeek, type AdminWeekly } from '@mpx/shared';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { DataMemo } from '../core/memo';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The admin charts' series, one statement per series: the week of each item is
 * `(t - @from) / @week` cut to a whole number (better-sqlite3 binds numbers as REALs, so the
 * division is not an integer one by itself), counted over an index range where there is one
 * (users by `users_join_date_idx`, listings by status and created_at or sold_at). `@from` is the
 * Monday 00:00 UTC that starts the oldest week, `@to` the Monday after the current week. The
 * definitions follow api §9.1's: listings not deleted by created_at, sales as listings with status
 * sold by sold_at, loans in every status by created_at.
 */
const SERIES = [
  [
    'members',
    'SELECT CAST((join_date - @from) / @week AS INTEGER) AS week, count(*) AS n FROM users WHERE join_date >= @from AND join_date < @to GROUP BY week',
  ],
  [
    'listings',
    `SELECT CAST((created_at - @from) / @week AS INTEGER) AS week, count(*) AS n FROM listings
    WHERE status <> 'deleted' AND created_at >= @from AND created_at < @to GROUP BY week`,
  ],
  [
    'sales',
    `SELECT CAST((sold_at - @from) / @week AS INTEGER) AS week, count(*) AS n FROM listings
    WHERE status = 'sold' AND sold_at >= @from AND sold_at < @to GROUP BY week`,
  ],
  [
    'loans',
    'SELECT CAST((created_at - @from) / @week AS INTEGER) AS week, count(*) AS n FROM loans WHERE created_at >= @from AND created_at < @to GROUP BY week',
  ],
] as const satisfies readonly (readonly [Exclude<keyof AdminWeek, 'week_start'>, string])[];

/** Monday 00:00 UTC of the week that holds `now`. */
export function weekStart(now: number): number {
  const midnight = Date.parse(`${utcDate(now)}T00:00:00.000Z`);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - sinceMonday * DAY_MS;
}

const kept = new DataMemo<AdminWeekly>('admin weekly figures');

/**
 * The last `WEEKLY_WEEKS` UTC weeks, oldest first, the current week (so far) last: new members,
 * new listings, sales and loans per week. Kept until a row changes or the next week begins.
 */
export function weeklySeries(deps: Deps): AdminWeekly {
  return kept.get(deps, '', (now) => {
    const current = weekStart(now);
    const from = current - (WEEKLY_WEEKS - 1) * WEEK_MS;
    const to = current + WEEK_MS;
    const weeks: AdminWeek[] = Array.from({ length: WEEKLY_WEEKS }, (_, i) => ({
      week_start: utcDate(from + i * WEEK_MS),
      members: 0,
      listings: 0,
      sales: 0,
      loans: 0,
    }));
    for (const [series, sql] of SERIES) {
      const rows = prepared<{ week: number; n: number }>(deps.db, sql).all({ from, to, week: WEEK_MS });
      for (const { week, n } of rows) {
        const entry = weeks[week];
        if (entry) entry[series] = n;
      }
    }
    return { value: { weeks }, validUntil: to };
  });
}
