import { z } from 'zod';
import { isRecord } from '../checks';
import { charCount } from '../email';
import { idField } from '../fields';
import { LOAN_TEXTS, MAX_LOAN_NOTES } from './constants';
import { addDays, isCalendarDate } from './dates';

const calendarDate = z.string({ error: LOAN_TEXTS.required }).trim().min(1, LOAN_TEXTS.required).refine(isCalendarDate, LOAN_TEXTS.dateFormat);

const fields = {
  listing_id: idField(LOAN_TEXTS.required),
  start_date: calendarDate,
  expected_return_date: calendarDate,
  notes: z
    .string({ error: LOAN_TEXTS.notesType })
    .trim()
    .refine((v) => charCount(v) <= MAX_LOAN_NOTES, LOAN_TEXTS.notesLength)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional()
    .transform((v) => v ?? null),
};

/** POST /api/loans (api §5.1): shapes and formats; the rules that need today are in `loanRequestRules`. */
export const loanRequestInput = z.object(fields);
export type LoanRequestInput = z.input<typeof loanRequestInput>;
export type LoanRequest = z.output<typeof loanRequestInput>;

/** The request table's field order, which `issues` follow (api §0.3). */
export const LOAN_REQUEST_FIELDS = Object.keys(fields);

/**
 * POST /api/loans (api §5.1) as the server checks it on `today`: every rule of `loanRequestInput`
 * plus the start within one day of today (time zones) and the expected return after the start
 * and after today. One schema, so a date out of range is reported together with the other
 * fields' failures, not only once they all pass. The comparison with the start date is an
 * object rule: its issue comes last, so callers put issues back in `LOAN_REQUEST_FIELDS` order.
 */
export function loanRequestRules(today: string) {
  return z
    .object({
      ...fields,
      start_date: calendarDate.refine((d) => d >= addDays(today, -1) && d <= addDays(today, 1), LOAN_TEXTS.startToday),
      expected_return_date: calendarDate.refine((d) => d > today, LOAN_TEXTS.returnFuture),
    })
    .refine((v) => v.expected_return_date > v.start_date, {
      path: ['expected_return_date'],
      message: LOAN_TEXTS.returnFuture,
      // Runs even when other fields failed, as long as there are two dates to compare.
      when: ({ value }) => isRecord(value) && [value.start_date, value.expected_return_date].every((d) => typeof d === 'string' && isCalendarDate(d)),
    });
}
