import { describe, expect, it } from 'vitest';
import { loanRequestDates, localDate, returnDateError } from './loanDates';

/** A local wall-clock time, as the viewer's calendar counts days. */
const at = (local: string) => new Date(local).getTime();

describe('loan request dates', () => {
  it('starts today and offers tomorrow as the earliest return, both on the viewer’s calendar', () => {
    const now = at('2026-05-20T09:30:00');
    const dates = loanRequestDates(now);
    expect(dates.startDate).toBe(localDate(now));
    expect(dates.startDate).toBe('2026-05-20');
    // Never before the server's (UTC) tomorrow either.
    expect(dates.minReturnDate >= '2026-05-21').toBe(true);
    expect(dates.minReturnDate > new Date(now).toISOString().slice(0, 10)).toBe(true);
  });

  it('asks for a return date, then one in the future', () => {
    const dates = { startDate: '2026-05-20', minReturnDate: '2026-05-21' };
    expect(returnDateError('', dates)).toBe('Please select an expected return date');
    expect(returnDateError('2026-05-20', dates)).toBe('Expected return date must be in the future');
    expect(returnDateError('2026-05-19', dates)).toBe('Expected return date must be in the future');
    expect(returnDateError('2026-02-30', dates)).toBe('Dates must be in YYYY-MM-DD format.');
    expect(returnDateError('2026-05-21', dates)).toBeUndefined();
  });
});
