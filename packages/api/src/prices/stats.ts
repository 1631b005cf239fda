import { centsToDollars, PRICE_GUIDE_MIN_SALES } from '@mpx/shared';

export interface PriceStats {
  count: number;
  median: number | null;
  low: number | null;
  high: number | null;
}

/** Count, median (null below the floor of 3 sales), low and high, in dollars, of prices in cents. */
export function priceStats(cents: readonly number[]): PriceStats {
  const sorted = [...cents].sort((a, b) => a - b);
  const n = sorted.length;
  const at = (i: number) => sorted[i] ?? 0;
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? at(mid) : Math.round((at(mid - 1) + at(mid)) / 2);
  return {
    count: n,
    median: n >= PRICE_GUIDE_MIN_SALES ? centsToDollars(median) : null,
    low: n === 0 ? null : centsToDollars(at(0)),
    high: n === 0 ? null : centsToDollars(at(n - 1)),
  };
}
