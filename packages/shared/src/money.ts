// No zod here: the web app's start-up code formats prices and reads the browse's price bounds
// (`parseDecimal`), and must not pull in the schemas. The money fields built on these are zod
// schemas in listings/price.ts.

const wholeDollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 });

/** Australian dollars: "$120" for whole amounts, "$120.50" otherwise (the app and the alerts alike). */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? wholeDollars.format(dollars) : withCents.format(dollars);
}

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
