const DAY_MS = 86_400_000;

// "today", "yesterday", "3 days ago", "last week": `auto` words the near ones.
const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });

/** Whole calendar days from `then` to `now` in the viewer's time zone (yesterday 23:59 is 1 day ago). */
function calendarDaysBetween(then: Date, now: Date): number {
  const start = Date.UTC(then.getFullYear(), then.getMonth(), then.getDate());
  const end = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((end - start) / DAY_MS);
}

/**
 * How long ago an ISO timestamp was, in the largest whole unit a buyer cares about: "today",
 * "yesterday", "3 days ago", "last week", "2 weeks ago", "last month", "5 months ago", "last year".
 */
export function timeAgo(iso: string, now: number): string {
  // A device clock slightly behind the server's would otherwise say "tomorrow".
  const days = Math.max(0, calendarDaysBetween(new Date(iso), new Date(now)));
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}
