const dateTime = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const weekDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "19 Jul 2025, 3:04 pm" from an ISO timestamp, in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "3 Mar" from a week's first day (`YYYY-MM-DD`, a UTC calendar date). */
export function formatWeek(date: string): string {
  return weekDay.format(new Date(`${date}T00:00:00.000Z`));
}
