import { z } from 'zod';
import { charCount } from '../email';
import { idField } from '../fields';
import { LOAN_TEXTS, MAX_LOAN_NOTES } from './constants';
import { addDays, isCalendarDate } from './dates';

const calendarDate = z.string({ error: LOAN_TEXTS.required }).trim().min(1, LOAN_TEXTS.required).refine(isCalendarDate, LOAN_TEXTS.dateFormat);

/** POST /api/loans (§5.1): shapes and formats; the date rules need today, see `loanDateRules`. */
export const loanRequestInput = z.object({
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
});
export type LoanRequestInput = z.input<typeof loanRequestInput>;
export type LoanRequest = z.output<typeof loanRequestInput>;

/**
 * The rules that depend on the day (§5.1): the start within one day of today (time zones), the
 * expected return after the start and after today. Same issues shape as the schema's own.
 */
export function loanDateRules(today: string) {
  return z
    .object({
      start_date: z.string().refine((d) => d >= addDays(today, -1) && d <= addDays(today, 1), LOAN_TEXTS.startToday),
      expected_return_date: z.string(),
    })
    .superRefine((v, ctx) => {
      if (v.expected_return_date <= v.start_date || v.expected_return_date <= today) {
        ctx.addIssue({ code: 'custom', path: ['expected_return_date'], message: LOAN_TEXTS.returnFuture });
      }
    });
}
