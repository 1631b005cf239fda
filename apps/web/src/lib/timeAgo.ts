import { perTimeZone } from './format';
const DAY_MS = 86_400_000;

// "today", "yesterday", "3 days ago", "last week": `auto` words the near ones.
const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });

// "2026-05-20": the calendar day in a zone, readable by Date.parse.
const zonedDay = perTimeZone((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar day of `date` in `timeZone` (the viewer's when undefined), as ms at UTC midnight. */
function dayOf(date: Date, timeZone: string | undefined): number {
  if (timeZone === undefined) return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Date.parse(`${zonedDay(timeZone).format(date)}T00:00:00Z`);
}

/** Whole calendar days from `then` to `now` in the time zone (yesterday 23:59 is 1 day ago). */
function calendarDaysBetween(then: Date, now: Date, timeZone: string | undefined): number {
  return Math.round((dayOf(now, timeZone) - dayOf(then, timeZone)) / DAY_MS);
}

/**
 * How long ago an ISO timestamp was, in the largest whole unit a buyer cares about: "today",
 * "yesterday", "3 days ago", "last week", "2 weeks ago", "last month", "5 months ago", "last year".
 * Calendar days are the viewer's unless `timeZone` is given (see `useTimeZone`).
 */
export function timeAgo(iso: string, now: number, timeZone?: string): string {
  // A device clock slightly behind the server's would otherwise say "tomorrow".
  const days = Math.max(0, calendarDaysBetween(new Date(iso), new Date(now), timeZone));
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}
