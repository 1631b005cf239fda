import { timeAgo } from '../../lib/timeAgo';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
const clock = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit' });
const dayAndClock = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const fullDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/**
 * How long ago, for the inbox and the notifications: "just now", "5 minutes ago", "3 hours ago"
 * (earlier today), then "yesterday", "3 days ago", "last week" and so on.
 */
export function relativeTime(iso: string, now: number): string {
  const then = new Date(iso);
  const ms = now - then.getTime();
  if (ms < MINUTE_MS) return 'just now';
  if (ms < HOUR_MS) return relative.format(-Math.floor(ms / MINUTE_MS), 'minute');
  if (sameDay(then, new Date(now))) return relative.format(-Math.floor(ms / HOUR_MS), 'hour');
  return timeAgo(iso, now);
}

/** Under a message: "10:42 am" today, "3 Jul, 10:42 am" this year, else with the year. */
export function messageTime(iso: string, now: number): string {
  const then = new Date(iso);
  const today = new Date(now);
  if (sameDay(then, today)) return clock.format(then);
  if (then.getFullYear() === today.getFullYear()) return dayAndClock.format(then);
  return fullDate.format(then);
}

/** The full date and time, for a tooltip. */
export function fullTime(iso: string): string {
  return fullDate.format(new Date(iso));
}
