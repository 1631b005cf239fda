import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

/** Local times, as the viewer's calendar counts days. */
const at = (local: string) => new Date(local).getTime();
const iso = (local: string) => new Date(local).toISOString();

describe('timeAgo', () => {
  const now = at('2026-05-20T09:30:00');

  it('counts calendar days, not 24-hour spans', () => {
    expect(timeAgo(iso('2026-05-20T00:05:00'), now)).toBe('today');
    expect(timeAgo(iso('2026-05-19T23:59:00'), now)).toBe('yesterday');
    expect(timeAgo(iso('2026-05-17T12:00:00'), now)).toBe('3 days ago');
    expect(timeAgo(iso('2026-05-14T12:00:00'), now)).toBe('6 days ago');
  });

  it('moves to weeks, months and years as listings age', () => {
    expect(timeAgo(iso('2026-05-13T12:00:00'), now)).toBe('last week');
    expect(timeAgo(iso('2026-05-01T12:00:00'), now)).toBe('2 weeks ago');
    expect(timeAgo(iso('2026-04-15T12:00:00'), now)).toBe('last month');
    expect(timeAgo(iso('2025-12-01T12:00:00'), now)).toBe('5 months ago');
    expect(timeAgo(iso('2025-05-20T12:00:00'), now)).toBe('last year');
    expect(timeAgo(iso('2023-01-01T12:00:00'), now)).toBe('3 years ago');
  });

  it('says "today" for a time slightly ahead of a slow device clock', () => {
    expect(timeAgo(iso('2026-05-21T00:10:00'), now)).toBe('today');
  });
});

describe('timeAgo in a named time zone (a page drawn on the server)', () => {
  it('counts the calendar days of that zone, wherever it runs', () => {
    // 14:30 UTC on 20 May is already 00:30 on 21 May in Sydney (UTC+10).
    const now = Date.parse('2026-05-20T14:30:00Z');
    expect(timeAgo('2026-05-20T14:10:00Z', now, 'Australia/Sydney')).toBe('today');
    expect(timeAgo('2026-05-20T13:00:00Z', now, 'Australia/Sydney')).toBe('yesterday');
    expect(timeAgo('2026-05-20T13:00:00Z', now, 'UTC')).toBe('today');
  });
});
