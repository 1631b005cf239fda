import { z } from 'zod';
import { charCount } from '../email';
import { idField, requiredText } from '../fields';
import { listingQueryInput, type ListingQuery } from '../listings/query';
import { MAX_SEARCH_NAME, MAX_SEARCH_QUERY, SEARCH_TEXTS } from './texts';

/**
 * What a saved search keeps of a browse: its filters, search text and reference size. Page,
 * page size, sort, view and seller are how a browse is shown, not what it looks for.
 */
export type SearchFilters = Omit<ListingQuery, 'page' | 'limit' | 'sort' | 'user_id'>;

/** The keys of a canonical saved query, in their fixed order (alphabetical, as the web app writes them). */
export const SEARCH_QUERY_KEYS = [
  'brand',
  'condition',
  'instrument_type',
  'like',
  'location_state',
  'model',
  'open_to_loan',
  'open_to_swap',
  'price_max',
  'price_min',
  'q',
] as const;

/** A browse URL's query string as a record: a repeated key gives an array ("any of"). */
function paramsOf(query: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const known = record[key];
    record[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return record;
}

function filtersOf({ page: _page, limit: _limit, sort: _sort, user_id: _userId, ...filters }: ListingQuery): SearchFilters {
  return filters;
}

/**
 * Whether a saved search would narrow anything: a search text counts only when it holds a word
 * (browse ignores "!!!" as it can never start one).
 */
export function hasSearchFilter(f: SearchFilters): boolean {
  return (
    f.instrument_type.length > 0 ||
    f.brand.length > 0 ||
    f.condition.length > 0 ||
    f.location_state.length > 0 ||
    f.model.length > 0 ||
    (f.q !== null && /[\p{L}\p{N}]/u.test(f.q)) ||
    f.price_min !== null ||
    f.price_max !== null ||
    f.open_to_swap !== null ||
    f.open_to_loan !== null ||
    f.like !== null
  );
}

/**
 * The one text of a saved search's filters: keys in `SEARCH_QUERY_KEYS` order, each key's values
 * sorted, the reference size as its label ("Bach 7C"), numbers as plain decimals. Two queries
 * that browse alike give the same text, and reading it back gives the same filters.
 */
export function canonicalSearchQuery(f: SearchFilters): string {
  const values: Record<(typeof SEARCH_QUERY_KEYS)[number], string[]> = {
    brand: f.brand,
    condition: f.condition,
    instrument_type: f.instrument_type,
    like: f.like === null ? [] : [f.like.label],
    location_state: f.location_state,
    model: f.model,
    open_to_loan: f.open_to_loan === null ? [] : [String(f.open_to_loan)],
    open_to_swap: f.open_to_swap === null ? [] : [String(f.open_to_swap)],
    price_max: f.price_max === null ? [] : [String(f.price_max)],
    price_min: f.price_min === null ? [] : [String(f.price_min)],
    q: f.q === null ? [] : [f.q],
  };
  const params = new URLSearchParams();
  for (const key of SEARCH_QUERY_KEYS) for (const value of [...values[key]].sort()) params.append(key, value);
  return params.toString();
}

/**
 * A saved search's `query`: the browse URL's query string (`instrument_type=Trumpet&like=Bach+7C`),
 * read with the browse's own rules, so a bad price or an unknown size fails with the browse's
 * message. The output is the search's filters.
 */
export const searchQueryField = z
  .string({ error: SEARCH_TEXTS.empty })
  .refine((v) => charCount(v) <= MAX_SEARCH_QUERY, { error: SEARCH_TEXTS.queryTooLong, abort: true })
  .transform((text, ctx): SearchFilters => {
    const parsed = listingQueryInput.safeParse(paramsOf(text));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    const filters = filtersOf(parsed.data);
    if (!hasSearchFilter(filters)) {
      ctx.addIssue({ code: 'custom', message: SEARCH_TEXTS.empty });
      return z.NEVER;
    }
    return filters;
  });

export const searchNameField = requiredText(SEARCH_TEXTS.nameRequired, [MAX_SEARCH_NAME, SEARCH_TEXTS.nameTooLong]);
const savedSearchId = idField(SEARCH_TEXTS.notFound);

/** `searches.create`: a name and the browse's query string. */
export const createSearchInput = z.object({ name: searchNameField, query: searchQueryField });
export type CreateSearchInput = z.input<typeof createSearchInput>;
export type CreateSearchFields = z.output<typeof createSearchInput>;

export const renameSearchInput = z.object({ saved_search_id: savedSearchId, name: searchNameField });
export const setSearchAlertsInput = z.object({ saved_search_id: savedSearchId, alerts: z.boolean({ error: SEARCH_TEXTS.alerts }) });
export const removeSearchInput = z.object({ saved_search_id: savedSearchId });
