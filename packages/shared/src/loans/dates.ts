/** Calendar dates of the loan rules (api §0.4, §5.1): `YYYY-MM-DD`, compared in UTC. */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is `YYYY-MM-DD` naming a real day (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() === (m ?? 0) - 1 && date.getUTCDate() === d;
}

/** The contract's "today": the UTC calendar date of `ms`. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return utcDate(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000);
}

/** A calendar date as the API returns it: a timestamp at midnight UTC (api §0.4). */
export function dateTimestamp(date: string): string {
  return `${date}T00:00:00.000Z`;
}
