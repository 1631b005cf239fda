import { addDays, isCalendarDate, LOAN_TEXTS, utcDate } from '@mpx/shared';
import { LOANS_PAGE_TEXTS } from './texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The viewer's own calendar date, `YYYY-MM-DD`. */
export function localDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface LoanRequestDates {
  /** Today: the loan's start date (product §9). */
  startDate: string;
  /** Tomorrow: the earliest expected return date the picker offers. */
  minReturnDate: string;
}

/**
 * Product §9: a loan starts today and the return date is after today (the picker's minimum is
 * tomorrow). Today is the viewer's calendar day. The server accepts a start within a day of its
 * UTC date but wants the return after that UTC date (api §5.1), so the minimum is never
 * before the UTC tomorrow either (a viewer west of Greenwich, in the evening).
 */
export function loanRequestDates(now: number): LoanRequestDates {
  const startDate = localDate(now);
  const localTomorrow = addDays(startDate, 1);
  const utcTomorrow = addDays(utcDate(now), 1);
  return { startDate, minReturnDate: localTomorrow > utcTomorrow ? localTomorrow : utcTomorrow };
}

/** Product §5 "Loan request": the expected return date is required and in the future. */
export function returnDateError(value: string, dates: LoanRequestDates): string | undefined {
  if (value.trim() === '') return LOANS_PAGE_TEXTS.selectReturnDate;
  if (!isCalendarDate(value)) return LOAN_TEXTS.dateFormat;
  if (value < dates.minReturnDate) return LOAN_TEXTS.returnFuture;
  return undefined;
}
