const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric' });
const calendarDateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "19 Jul 2025" from an ISO timestamp. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * "19 Jul 2025" from a calendar date sent as midnight UTC (api §0.4, e.g. a loan's start
 * date): read in UTC, so a viewer west of Greenwich does not see the day before.
 */
export function formatCalendarDate(iso: string): string {
  return calendarDateFormat.format(new Date(iso));
}
