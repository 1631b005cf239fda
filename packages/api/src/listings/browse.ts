import type { ListingQuery } from '@mpx/shared';
import type { Deps } from '../context';
import { composeJson } from '../core/json';
import { freshCache } from './cache';
import { countMatches, facetWeight, loadFacetGroups, type FacetGroups } from './facets';
import { filterKey, ordering, whereClause, type Scope } from './filters';
import { selectListings } from './read';
import { toPagination, type Audience, type ListingListResponse } from './shapes';

/**
 * Walking the sort's index reads about 24 × active ÷ matches rows to fill a page: at 300 matches
 * of 40,000, some 3,000 rows, about what finding 300 matches through a filter's index and sorting
 * them costs. Below that, find and sort.
 */
const FEW_MATCHES = 300;

/**
 * Contract §4.1 for everyone but `user_id=me`: one page of active listings with the match
 * count and the `available*` lists, memoised per catalog version (ADR 002): whole responses by
 * audience + query, and the grouped facet scan by the filters it honours, so another page,
 * sort or brand of a known filter set costs one indexed page read.
 */
export function browseListings(deps: Deps, query: ListingQuery, audience: Audience): ListingListResponse {
  const scope: Scope = { kind: 'public', sellerId: typeof query.user_id === 'number' ? query.user_id : null };
  const cache = freshCache(deps.db);

  const pageKey = `${audience}|${query.sort}|${query.page}|${query.limit}|${filterKey(query, scope, { facets: true })}`;
  const cached = cache.pages.get(pageKey);
  if (cached) return cached;

  const facetKey = filterKey(query, scope, { facets: false });
  let groups = cache.facets.get(facetKey);
  if (!groups) {
    groups = loadFacetGroups(deps, whereClause(query, scope, { facets: false }), cache.intern);
    cache.facets.set(facetKey, groups, { size: facetWeight(groups) });
  }
  const totalCount = countMatches(groups, query);
  const offset = (query.page - 1) * query.limit;
  // A seller's listings are few: their own index finds them. Otherwise see `ordering`.
  const order = ordering(query.sort, { walkSortIndex: scope.sellerId === null && totalCount > FEW_MATCHES });
  // A page past the end is empty but still carries the real counts (contract §4.1).
  const listings =
    offset < totalCount ? selectListings(deps, cache, whereClause(query, scope, { facets: true }), order, audience, { limit: query.limit, offset }) : [];
  const response = respond(listings, groups, toPagination(query.page, query.limit, totalCount));
  cache.pages.set(pageKey, response, { size: listings.length + 1 });
  return response;
}

/**
 * `user_id=me`: the caller's listings in every status but deleted, all in one response with
 * every filter and the sort applied (clients edit from this list). Per member and rarely
 * repeated, so it is not cached.
 */
export function ownListings(deps: Deps, query: ListingQuery, userId: number): ListingListResponse {
  const scope: Scope = { kind: 'own', userId };
  const cache = freshCache(deps.db);
  const listings = selectListings(deps, cache, whereClause(query, scope, { facets: true }), ordering(query.sort, { walkSortIndex: false }), 'member');
  const n = listings.length;
  const groups = loadFacetGroups(deps, whereClause(query, scope, { facets: false }), cache.intern);
  return respond(listings, groups, { page: 1, limit: n, totalPages: n > 0 ? 1 : 0, totalCount: n, hasNextPage: false, hasPrevPage: false });
}

function respond(listings: ListingListResponse['listings'], { facets }: FacetGroups, pagination: ListingListResponse['pagination']): ListingListResponse {
  return composeJson({ listings, ...facets, pagination });
}
