import type { ListingQuery } from '@mpx/shared';
import type { Deps } from '../context';
import { composeJson } from '../core/json';
import { withDistances } from '../listings/measured';
import { placedListings } from '../listings/read';
import type { Audience } from '../listings/shapes';
import { freshCache } from './cache';
import { freshCatalog } from './catalog/catalog';
import { facetsOf } from './facets';
import { compileFilter } from './filter/compile';
import { toPagination, type ListingListResponse } from './shapes';

/**
 * API §4.1 for everyone but `user_id=me`: one page of active listings (of every seller, or of
 * the one `user_id` names) with the match count and the `available*` lists, from one pass over
 * the in-memory catalog (ADR 011), memoised per catalog version (ADR 002): whole responses by
 * audience + query, so two queries that select alike share one answer.
 */
export function browseListings(deps: Deps, query: ListingQuery, audience: Audience): ListingListResponse {
  const seller = typeof query.user_id === 'number' ? query.user_id : null;
  const cache = freshCache(deps);
  const filter = compileFilter(query);
  // The compiled filter is canonical already (sets sorted, prices in cents, the text as its FTS5 query).
  const pageKey = `${audience}|${query.sort}|${query.page}|${query.limit}|${seller ?? ''}|${JSON.stringify(filter)}`;
  const cached = cache.pages.get(pageKey);
  if (cached) return cached;
  const offset = (query.page - 1) * query.limit;
  const answer = freshCatalog(deps).query(deps.db, filter, query.sort, { limit: query.limit, offset }, seller === null ? null : { seller });
  const listings = withDistances(placedListings(deps, answer.ids, audience), filter.distance);
  const response: ListingListResponse = composeJson({
    listings,
    ...facetsOf(answer, cache.intern),
    pagination: toPagination(query.page, query.limit, answer.totalCount),
  });
  cache.pages.set(pageKey, response, { size: response.listings.length + 1 });
  return response;
}
