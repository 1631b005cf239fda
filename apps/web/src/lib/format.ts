const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const dateFormat = new Intl.DateTimeFormat('en-AU', DATE);
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const calendarDateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "19 Jul 2025" from an ISO timestamp, in the viewer's time zone unless `timeZone` is given (see `useTimeZone`). */
export function formatDate(iso: string, timeZone?: string): string {
  if (timeZone === undefined) return dateFormat.format(new Date(iso));
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { ...DATE, timeZone });
    zoneFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/**
 * "19 Jul 2025" from a calendar date sent as midnight UTC (api §0.4, e.g. a loan's start
 * date): read in UTC, so a viewer west of Greenwich does not see the day before.
 */
export function formatCalendarDate(iso: string): string {
  return calendarDateFormat.format(new Date(iso));
}
