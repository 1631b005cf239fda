/** The price guide's limits and texts (api §22, product §19). */

/** Sales older than this are left out of a price guide. */
export const PRICE_GUIDE_WINDOW_DAYS = 365;
/** Below this many sales a price guide gives no median: too few to mean anything. */
export const PRICE_GUIDE_MIN_SALES = 3;
/** The most recent sales a price guide lists. */
export const PRICE_GUIDE_MAX_SALES = 50;
/** Longest brand, size, model or instrument type a price guide reads, in characters. */
export const MAX_PRICE_GUIDE_FIELD = 100;

export const PRICE_GUIDE_TEXTS = {
  brandRequired: 'Brand is required.',
  tooLong: `Each field must be ${MAX_PRICE_GUIDE_FIELD} characters or less.`,
} as const;
