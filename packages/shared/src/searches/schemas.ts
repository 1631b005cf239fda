import { z } from 'zod';
import { spaceControls } from '../control-characters';
import { charCount } from '../email';
import { idField, requiredText } from '../fields';
import { narrowingParams, queryRecord, readingOf, searchText } from '../listings/filters/read';
import type { FilterParam } from '../listings/filters/spec';
import { listingQueryInput, type ListingQuery } from '../listings/query';
import { MAX_SEARCH_NAME, MAX_SEARCH_QUERY, SEARCH_TEXTS } from './texts';

/**
 * What a saved search keeps of a browse: its filters, search text and reference size (resolved:
 * `like` is its label). Page, page size, sort, view and seller are how a browse is shown, not
 * what it looks for.
 */
export type SearchFilters = Pick<ListingQuery, FilterParam | 'reference'>;

/** The filters of a parsed browse query: what a saved search (and a wanted post) keeps of it. */
export function searchFiltersOf({ page: _page, limit: _limit, sort: _sort, user_id: _userId, ...filters }: ListingQuery): SearchFilters {
  return filters;
}

/** Whether a saved search would narrow anything (each parameter's `narrows`, filters/table.ts). */
export function hasSearchFilter(f: SearchFilters): boolean {
  return narrowingParams(readingOf(f)).length > 0;
}

/**
 * The one text of a saved search's filters (`searchText`): keys in a fixed order, each key's
 * values sorted, the reference size as its label ("Bach 7C"), numbers as plain decimals. Two
 * queries that browse alike give the same text, and reading it back gives the same filters.
 */
export function canonicalSearchQuery(f: SearchFilters): string {
  return searchText(readingOf(f));
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
    const parsed = listingQueryInput.safeParse(queryRecord(text));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    const filters = searchFiltersOf(parsed.data);
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
