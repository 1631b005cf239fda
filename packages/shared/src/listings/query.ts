import { z } from 'zod';
import { isOneOf } from '../checks';
import { MAX_PAGE_SIZE, PAGE_SIZE, SORTS, type ListingSort } from '../constants';
import { spaceControls } from '../control-characters';
import { likePhrase, resolveReference, sizeTable, type SizeReference } from '../sizes';
import { PLACE_TEXTS } from '../places/texts';
import { brokenRelation, readingOf, readParam } from './filters/read';
import type { ApiFilterValue, FilterParam, FilterValue } from './filters/spec';
import { FILTER_PARAMS, filterSpec, paramsOf, type AddedParam, type ContractParam } from './filters/table';

export { LISTING_QUERY_MESSAGES, MAX_SEARCH_LENGTH } from './filters/table';

const SORT_MESSAGE = `Invalid sort. Must be one of: ${SORTS.join(', ')}`;

/**
 * A query parameter as it arrives: a string, several strings for a repeated key (REST), or a
 * typed value from the web app (tRPC). Any parameter may be absent.
 */
type Param<T = never> = T | string | string[] | undefined;

/**
 * The values of sort, user_id, page and limit, which are not filters: text only (a control
 * character is a space, as in every parameter), blanks dropped.
 */
function texts(raw: unknown): string[] {
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((v): v is string => typeof v === 'string')
    .map((v) => spaceControls(v).trim())
    .filter((v) => v !== '');
}

/** A single-valued parameter: the last non-blank value wins (api §0.1). */
function single(raw: unknown): string | undefined {
  return texts(raw).at(-1);
}

function positiveInt(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const text = single(raw);
  if (text === undefined || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * A filter parameter, read by its declaration (filters/table.ts): "any of" a list, empty when
 * absent, else the last value or null; each value it refuses is an issue with its text.
 */
function filterField<K extends FilterParam>(key: K) {
  return z
    .custom<Param<FilterValue<K> | FilterValue<K>[]>>(() => true)
    .optional()
    .transform((raw, ctx): ApiFilterValue<K> => {
      const values = readParam(key, raw, (message) => ctx.addIssue({ code: 'custom', message }));
      const value = filterSpec(key).arity === 'many' ? values : (values[0] ?? null);
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a list for an "any of" parameter, else one value or null: what ApiFilterValue says of its arity, which the table's type holds to it
      return value as ApiFilterValue<K>;
    });
}

type FilterFields = { [K in FilterParam]: ReturnType<typeof filterField<K>> };

/** The fields of one part of the table (the contract's parameters, or our additions), in its order. */
function filterFields<K extends FilterParam>(part: 'contract' | 'additions'): Pick<FilterFields, K> {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- one field per key of the part, each made by filterField for its own key
  return Object.fromEntries(paramsOf(part).map((key) => [key, filterField(key)])) as Pick<FilterFields, K>;
}

/**
 * API §4.1 browse parameters: the contract's filters (issues come out in this order, each with
 * the parameter's name as its path), sort, seller and paging, then our additions. Unknown
 * parameters are dropped; lenient parameters (page, limit, user_id) fall back to their defaults
 * instead of failing.
 */
export const listingQueryFields = z.object({
  ...filterFields<ContractParam>('contract'),
  sort: z
    .custom<Param<ListingSort>>(() => true)
    .optional()
    .transform((raw, ctx): ListingSort => {
      const text = single(raw);
      if (text === undefined) return 'newest';
      if (isOneOf(SORTS, text)) return text;
      ctx.addIssue({ code: 'custom', message: SORT_MESSAGE });
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
  ...filterFields<AddedParam>('additions'),
});

/**
 * `near`, a postcode to measure distances from (api §20): null when blank, a 400 when not 4
 * digits; whether it is known is the API's check. Every answer that measures its listings from
 * a postcode reads it with this (browse, the single listing, the watchlist), so all of them
 * refuse alike.
 */
export const nearParam = listingQueryFields.shape.near;

type ListingQueryFields = z.output<typeof listingQueryFields>;

/** Relations between parameters that their declarations state (`check`), each an issue on its parameter. */
function withRelations(query: ListingQueryFields, ctx: z.RefinementCtx): ListingQueryFields {
  const reading = readingOf(query);
  for (const key of FILTER_PARAMS) {
    const broken = brokenRelation(key, reading);
    if (broken !== null) ctx.addIssue({ code: 'custom', message: broken, path: [key] });
  }
  return query;
}

/** The query with its similar-size reference resolved: `like` is then the reference's label ("Bach 7C"). */
type Referenced = ListingQueryFields & { reference: SizeReference | null };

/**
 * Resolves `like` against the size table, in the family the instrument filter names, or reads
 * "like Bach 7C" typed as the search text. A search text that does not name a known size stays
 * plain text ("like new" is a search for "like" and "new"); an explicit `like` that names none
 * is an error.
 */
function withReference(query: ListingQueryFields, ctx: z.RefinementCtx): Referenced {
  if (query.like !== null) {
    const result = resolveReference(sizeTable, query.like, query.instrument_type);
    if (result.ok) return { ...query, like: result.reference.label, reference: result.reference };
    ctx.addIssue({ code: 'custom', message: result.error, path: ['like'] });
    return { ...query, like: null, reference: null };
  }
  const phrase = query.q === null ? null : likePhrase(query.q);
  if (phrase !== null) {
    const result = resolveReference(sizeTable, phrase, query.instrument_type);
    if (result.ok) return { ...query, q: null, like: result.reference.label, reference: result.reference };
  }
  return { ...query, reference: null };
}

/** A distance (a bound or the order) is measured from `near`: without it, each is an error. */
function withDistance<Q extends Pick<ListingQueryFields, 'near' | 'within_km' | 'sort'>>(query: Q, ctx: z.RefinementCtx): Q {
  if (query.near !== null) return query;
  if (query.within_km !== null) ctx.addIssue({ code: 'custom', message: PLACE_TEXTS.withinNeedsNear, path: ['within_km'] });
  if (query.sort === 'distance') ctx.addIssue({ code: 'custom', message: PLACE_TEXTS.distanceNeedsNear, path: ['sort'] });
  return query;
}

export const listingQueryInput = listingQueryFields.transform(withRelations).transform(withReference).transform(withDistance);
export type ListingQueryInput = z.input<typeof listingQueryInput>;
export type ListingQuery = z.output<typeof listingQueryInput>;
