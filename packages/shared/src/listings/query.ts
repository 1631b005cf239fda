import { z } from 'zod';
import { isOneOf } from '../checks';
import { MAX_PAGE_SIZE, PAGE_SIZE, SORTS, type ListingSort } from '../constants';
import { spaceControls } from '../control-characters';
import { charCount } from '../email';
import type { FilterParam } from './filter-params';
import { parseDecimal } from './price';
import { likePhrase, resolveReference, sizeTable, type SizeReference } from '../sizes';
import { MAX_WITHIN_KM, MIN_WITHIN_KM, PLACE_TEXTS } from '../places/texts';

export const MAX_SEARCH_LENGTH = 100;

export const LISTING_QUERY_MESSAGES = {
  priceMin: 'price_min must be a number.',
  priceMax: 'price_max must be a number.',
  openToSwap: 'open_to_swap must be true or false.',
  openToLoan: 'open_to_loan must be true or false.',
  sort: `Invalid sort. Must be one of: ${SORTS.join(', ')}`,
  search: 'Search text must be 100 characters or less.',
} as const;

/**
 * A query parameter as it arrives: a string, several strings for a repeated key (REST), or a
 * typed value from the web app (tRPC). Any parameter may be absent.
 */
type Param<T = never> = T | string | string[] | undefined;

/**
 * Every parameter's values, the one place they are read: a control character is a space (so
 * `q=bach%00` searches for "bach", over REST, tRPC and in a saved search alike), and `?a=` and
 * `?a=%20` say nothing, so blank values are dropped.
 */
function values(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((v): v is string => typeof v === 'string')
    .map((v) => spaceControls(v).trim())
    .filter((v) => v !== '');
}

/** A single-valued parameter: the last non-blank value wins (api §0.1). */
function single(raw: unknown): string | undefined {
  const list = values(raw);
  return list[list.length - 1];
}

/**
 * `near`, a postcode to measure distances from (api §20): null when blank, a 400 when not 4
 * digits; whether it is known is the API's check. Every answer that measures its listings from
 * a postcode reads it with this (browse, the single listing, the watchlist), so all of them
 * refuse alike.
 */
export const nearParam = z
  .custom<Param>(() => true)
  .optional()
  .transform((raw, ctx): string | null => {
    const text = single(raw);
    if (text === undefined) return null;
    if (!/^\d{4}$/.test(text)) ctx.addIssue({ code: 'custom', message: PLACE_TEXTS.nearFormat });
    return text;
  });

/** "Any of" filters: distinct, non-blank values. */
const multi = z
  .custom<Param>(() => true)
  .optional()
  .transform((raw) => [...new Set(values(raw))]);

function positiveInt(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const text = single(raw);
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function decimal(message: string) {
  return z
    .custom<Param<number>>(() => true)
    .optional()
    .transform((raw, ctx): number | null => {
      const text = typeof raw === 'number' ? raw : single(raw);
      if (text === undefined) return null;
      const n = parseDecimal(text);
      if (n === null) ctx.addIssue({ code: 'custom', message });
      return n;
    });
}

function flag(message: string) {
  return z
    .custom<Param<boolean>>(() => true)
    .optional()
    .transform((raw, ctx): boolean | null => {
      if (typeof raw === 'boolean') return raw;
      const text = single(raw);
      if (text === undefined) return null;
      if (text === 'true' || text === 'false') return text === 'true';
      ctx.addIssue({ code: 'custom', message });
      return null;
    });
}

/**
 * API §4.1 browse parameters, in the table's order (issues come out in this order, each with
 * the parameter's name as its path), then `like`, the similar-size reference. Unknown parameters
 * are dropped; lenient parameters (page, limit, user_id) fall back to their defaults instead of
 * failing.
 */
export const listingQueryFields = z.object({
  instrument_type: multi,
  brand: multi,
  condition: multi,
  location_state: multi,
  model: multi,
  q: z
    .custom<Param>(() => true)
    .optional()
    .transform((raw, ctx): string | null => {
      const text = single(raw);
      if (text === undefined) return null;
      if (charCount(text) > MAX_SEARCH_LENGTH) ctx.addIssue({ code: 'custom', message: LISTING_QUERY_MESSAGES.search });
      return text;
    }),
  price_min: decimal(LISTING_QUERY_MESSAGES.priceMin),
  price_max: decimal(LISTING_QUERY_MESSAGES.priceMax),
  open_to_swap: flag(LISTING_QUERY_MESSAGES.openToSwap),
  open_to_loan: flag(LISTING_QUERY_MESSAGES.openToLoan),
  sort: z
    .custom<Param<ListingSort>>(() => true)
    .optional()
    .transform((raw, ctx): ListingSort => {
      const text = single(raw);
      if (text === undefined) return 'newest';
      if (isOneOf(SORTS, text)) return text;
      ctx.addIssue({ code: 'custom', message: LISTING_QUERY_MESSAGES.sort });
      return 'newest';
    }),
  /** `me`, a seller's id, or nothing: other values are ignored. */
  user_id: z
    .custom<Param<number | 'me'>>(() => true)
    .optional()
    .transform((raw): number | 'me' | null => {
      if (typeof raw !== 'number' && single(raw) === 'me') return 'me';
      return positiveInt(raw);
    }),
  page: z
    .custom<Param<number>>(() => true)
    .optional()
    .transform((raw) => positiveInt(raw) ?? 1),
  limit: z
    .custom<Param<number>>(() => true)
    .optional()
    .transform((raw) => Math.min(positiveInt(raw) ?? PAGE_SIZE, MAX_PAGE_SIZE)),
  /** A mouthpiece to find similar sizes to ("Bach 7C"); resolved below, with the instrument filter. */
  like: z
    .custom<Param>(() => true)
    .optional()
    .transform((raw) => single(raw) ?? null),
  near: nearParam,
  within_km: z
    .custom<Param<number>>(() => true)
    .optional()
    .transform((raw, ctx): number | null => {
      const text = typeof raw === 'number' ? String(raw) : single(raw);
      if (text === undefined) return null;
      const km = /^\d+$/.test(text) ? Number(text) : NaN;
      if (km >= MIN_WITHIN_KM && km <= MAX_WITHIN_KM) return km;
      ctx.addIssue({ code: 'custom', message: PLACE_TEXTS.withinKm });
      return null;
    }),
});

type ListingQueryFields = z.output<typeof listingQueryFields>;

/** Every filter parameter is parsed here: one missing from `listingQueryFields` is a type error. */
export const everyFilterParsed: [Exclude<FilterParam, keyof ListingQueryFields>] extends [never] ? true : never = true;

/**
 * Resolves `like` against the size table, in the family the instrument filter names, or reads
 * "like Bach 7C" typed as the search text. A search text that does not name a known size stays
 * plain text ("like new" is a search for "like" and "new"); an explicit `like` that names none
 * is an error.
 */
function withReference(query: ListingQueryFields, ctx: z.RefinementCtx): Omit<ListingQueryFields, 'like'> & { like: SizeReference | null } {
  if (query.like !== null) {
    const result = resolveReference(sizeTable, query.like, query.instrument_type);
    if (result.ok) return { ...query, like: result.reference };
    ctx.addIssue({ code: 'custom', message: result.error, path: ['like'] });
    return { ...query, like: null };
  }
  const phrase = query.q === null ? null : likePhrase(query.q);
  if (phrase !== null) {
    const result = resolveReference(sizeTable, phrase, query.instrument_type);
    if (result.ok) return { ...query, q: null, like: result.reference };
  }
  return { ...query, like: null };
}

/** A distance (a bound or the order) is measured from `near`: without it, each is an error. */
function withDistance<Q extends Pick<ListingQueryFields, 'near' | 'within_km' | 'sort'>>(query: Q, ctx: z.RefinementCtx): Q {
  if (query.near !== null) return query;
  if (query.within_km !== null) ctx.addIssue({ code: 'custom', message: PLACE_TEXTS.withinNeedsNear, path: ['within_km'] });
  if (query.sort === 'distance') ctx.addIssue({ code: 'custom', message: PLACE_TEXTS.distanceNeedsNear, path: ['sort'] });
  return query;
}

export const listingQueryInput = listingQueryFields.transform(withReference).transform(withDistance);
export type ListingQueryInput = z.input<typeof listingQueryInput>;
export type ListingQuery = z.output<typeof listingQueryInput>;
