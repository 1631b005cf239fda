import { z } from 'zod';
import { MAX_PRICE_DOLLARS } from '../constants';
import { apiInputDoc } from '../responses';

export const PRICE_MESSAGES = {
  required: 'Price is required.',
  invalid: 'Price must be a valid number.',
  positive: 'Price must be greater than 0.',
  max: 'Price cannot exceed $100,000.',
} as const;

/** A decimal number as text: "120", "120.5", ".5", "1e3". Not hex, not "Infinity". */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A number, or text holding one; anything else is null. */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!DECIMAL.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * Dollars to the nearest cent. Going through 15 significant digits first absorbs binary noise,
 * so 1.005 is 100.5 cents (rounded up to 101) rather than 100.49999999999999.
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

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
