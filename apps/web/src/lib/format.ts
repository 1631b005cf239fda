const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const dateFormat = new Intl.DateTimeFormat('en-AU', DATE);

/** One format per time zone, made the first time a zone is asked for: making an Intl format is slow. */
export function perTimeZone(make: (timeZone: string) => Intl.DateTimeFormat): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = make(timeZone);
      formats.set(timeZone, format);
    }
    return format;
  };
}

const zonedDate = perTimeZone((timeZone) => new Intl.DateTimeFormat('en-AU', { ...DATE, timeZone }));
const calendarDateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "19 Jul 2025" from an ISO timestamp, in the viewer's time zone unless `timeZone` is given (see `useTimeZone`). */
export function formatDate(iso: string, timeZone?: string): string {
  return (timeZone === undefined ? dateFormat : zonedDate(timeZone)).format(new Date(iso));
}

/**
 * "19 Jul 2025" from a calendar date sent as midnight UTC (api §0.4, e.g. a loan's start
 * date): read in UTC, so a viewer west of Greenwich does not see the day before.
 */
export function formatCalendarDate(iso: string): string {
  return calendarDateFormat.format(new Date(iso));
}
