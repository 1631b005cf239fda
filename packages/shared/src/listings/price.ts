import { z } from 'zod';
import { MAX_PRICE_DOLLARS } from '../constants';
import { centsToDollars, dollarsToCents, parseDecimal } from '../money';
import { apiInputDoc } from '../responses';

export const PRICE_MESSAGES = {
  required: 'Price is required.',
  invalid: 'Price must be a valid number.',
  positive: 'Price must be greater than 0.',
  max: 'Price cannot exceed $100,000.',
} as const;

/** What a money field says when it fails: the listing's price and an offer's amount word it alike. */
export interface MoneyTexts {
  required: string;
  invalid: string;
  positive: string;
  max: string;
}

/**
 * A money field: a number or numeric string, rounded to cents before the range checks, so 0.004
 * is refused as not greater than 0. The output is dollars with at most two decimals.
 */
export function moneyField(texts: MoneyTexts) {
  return apiInputDoc(
    z
      .custom<number | string>(() => true)
      .transform((value, ctx) => {
        if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
          ctx.addIssue({ code: 'custom', message: texts.required });
          return z.NEVER;
        }
        const dollars = parseDecimal(value);
        if (dollars === null) {
          ctx.addIssue({ code: 'custom', message: texts.invalid });
          return z.NEVER;
        }
        const cents = dollarsToCents(dollars);
        if (cents <= 0) {
          ctx.addIssue({ code: 'custom', message: texts.positive });
          return z.NEVER;
        }
        if (cents > MAX_PRICE_DOLLARS * 100) {
          ctx.addIssue({ code: 'custom', message: texts.max });
          return z.NEVER;
        }
        return centsToDollars(cents);
      }),
    {
      anyOf: [{ type: 'number' }, { type: 'string' }],
      description: `Dollars, as a number or numeric text; rounded to cents, more than 0 and at most ${MAX_PRICE_DOLLARS}.`,
    },
  );
}

/** API §4.3 price. */
export const priceField = moneyField(PRICE_MESSAGES);
