import { z } from 'zod';
import { spaceControls } from '../control-characters';
import { charCount } from '../email';
import { idField, requiredText } from '../fields';
import { FILTER_PARAMS, type FilterParam } from '../listings/filter-params';
import { listingQueryInput, type ListingQuery } from '../listings/query';
import { MAX_SEARCH_NAME, MAX_SEARCH_QUERY, SEARCH_TEXTS } from './texts';

/**
 * What a saved search keeps of a browse: its filters, search text and reference size. Page,
 * page size, sort, view and seller are how a browse is shown, not what it looks for.
 */
export type SearchFilters = Pick<ListingQuery, FilterParam>;

/** How a filter parameter is written in a saved search's text, and whether its value narrows anything. */
interface ParamText<V> {
  /** The values as the browse URL writes them (several for "any of", none when absent). */
  text: (value: V) => string[];
  /** Whether the value narrows a browse; by default, when it writes any text. */
  narrows?: (value: V) => boolean;
}

const list = (values: string[]) => values;
const scalar = (value: number | boolean | null) => (value === null ? [] : [String(value)]);

/** One entry per filter parameter: a parameter without one does not compile. */
const SEARCH_PARAM_TEXT: { [K in FilterParam]: ParamText<SearchFilters[K]> } = {
  instrument_type: { text: list },
  brand: { text: list },
  condition: { text: list },
  location_state: { text: list },
  model: { text: list },
  // A search text counts only when it holds a word: browse ignores "!!!", as it can never start one.
  q: { text: (q) => (q === null ? [] : [q]), narrows: (q) => q !== null && /[\p{L}\p{N}]/u.test(q) },
  price_min: { text: scalar },
  price_max: { text: scalar },
  open_to_swap: { text: scalar },
  open_to_loan: { text: scalar },
  like: { text: (like) => (like === null ? [] : [like.label]) },
  // Where distances are measured from: it narrows only with a bound (api §20).
  near: { text: (near) => (near === null ? [] : [near]), narrows: () => false },
  within_km: { text: scalar },
};

function paramText<K extends FilterParam>(key: K, f: SearchFilters): string[] {
  return SEARCH_PARAM_TEXT[key].text(f[key]);
}

function paramNarrows<K extends FilterParam>(key: K, f: SearchFilters): boolean {
  const { narrows } = SEARCH_PARAM_TEXT[key];
  return narrows ? narrows(f[key]) : paramText(key, f).length > 0;
}

/** The keys of a canonical saved query, in their fixed order (alphabetical, as the web app writes them). */
export const SEARCH_QUERY_KEYS: readonly FilterParam[] = [...FILTER_PARAMS].sort();

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

/** Whether a saved search would narrow anything. */
export function hasSearchFilter(f: SearchFilters): boolean {
  return FILTER_PARAMS.some((key) => paramNarrows(key, f));
}

/**
 * The one text of a saved search's filters: keys in `SEARCH_QUERY_KEYS` order, each key's values
 * sorted, the reference size as its label ("Bach 7C"), numbers as plain decimals. Two queries
 * that browse alike give the same text, and reading it back gives the same filters.
 */
export function canonicalSearchQuery(f: SearchFilters): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_QUERY_KEYS) for (const value of [...paramText(key, f)].sort()) params.append(key, value);
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

/** A name is one line: a control character in it is a space, as in the query's parameters. */
export const searchNameField = z
  .string({ error: SEARCH_TEXTS.nameRequired })
  .overwrite(spaceControls)
  .pipe(requiredText(SEARCH_TEXTS.nameRequired, [MAX_SEARCH_NAME, SEARCH_TEXTS.nameTooLong]));
const savedSearchId = idField(SEARCH_TEXTS.notFound);

/** `searches.create`: a name and the browse's query string. */
export const createSearchInput = z.object({ name: searchNameField, query: searchQueryField });
export type CreateSearchInput = z.input<typeof createSearchInput>;
export type CreateSearchFields = z.output<typeof createSearchInput>;

export const renameSearchInput = z.object({ saved_search_id: savedSearchId, name: searchNameField });
export const setSearchAlertsInput = z.object({ saved_search_id: savedSearchId, alerts: z.boolean({ error: SEARCH_TEXTS.alerts }) });
export const removeSearchInput = z.object({ saved_search_id: savedSearchId });
