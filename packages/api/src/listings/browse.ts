import type { ListingQuery } from '@mpx/shared';
import type { Deps } from '../context';
import { composeJson } from '../core/json';
import { freshCache, type BrowseCache } from './cache';
import { freshCatalog } from './catalog/catalog';
import { withDistances } from './distance';
import { countMatches, facetsOf, facetWeight, loadFacetGroups } from './facets';
import { compileFilter, type CompiledFilter } from './filter/compile';
import { filterKey, ordering, whereClause, type Scope } from './filter/sql';
import { listingsByIds, selectListings } from './read';
import { toPagination, type Audience, type Facets, type ListingListResponse } from './shapes';

/**
 * API §4.1 for everyone but `user_id=me`: one page of active listings with the match
 * count and the `available*` lists, memoised per catalog version (ADR 002): whole responses by
 * audience + query, and the grouped facet scan by the filters it honours, so another page,
 * sort or brand of a known filter set costs one indexed page read.
 */
export function browseListings(deps: Deps, query: ListingQuery, audience: Audience): ListingListResponse {
  const scope: Scope = { kind: 'public', sellerId: typeof query.user_id === 'number' ? query.user_id : null };
  const cache = freshCache(deps);
  const filter = compileFilter(query);

  const pageKey = `${audience}|${query.sort}|${query.page}|${query.limit}|${filterKey(filter, scope, { facets: true })}`;
  const cached = cache.pages.get(pageKey);
  if (cached) return cached;
  const response = scope.sellerId === null ? catalogPage(deps, cache, query, filter, audience) : sellerPage(deps, cache, query, filter, scope, audience);
  cache.pages.set(pageKey, response, { size: response.listings.length + 1 });
  return response;
}

/** Every seller's listings: one pass over the in-memory catalog (ADR 011). */
function catalogPage(deps: Deps, cache: BrowseCache, query: ListingQuery, filter: CompiledFilter, audience: Audience): ListingListResponse {
  const offset = (query.page - 1) * query.limit;
  const answer = freshCatalog(deps).query(deps.db, filter, query.sort, { limit: query.limit, offset });
  const listings = withDistances(listingsByIds(deps, cache, answer.ids, audience), filter.distance);
  return respond(listings, facetsOf(answer, cache.intern), toPagination(query.page, query.limit, answer.totalCount));
}

/** One seller's listings: their own index finds them, and the grouped scan is over a few rows. */
function sellerPage(deps: Deps, cache: BrowseCache, query: ListingQuery, filter: CompiledFilter, scope: Scope, audience: Audience): ListingListResponse {
  const facetKey = filterKey(filter, scope, { facets: false });
  let groups = cache.facets.get(facetKey);
  if (!groups) {
    groups = loadFacetGroups(deps.db, whereClause(filter, scope, { facets: false }), cache.intern);
    cache.facets.set(facetKey, groups, { size: facetWeight(groups) });
  }
  const totalCount = countMatches(groups, filter);
  const offset = (query.page - 1) * query.limit;
  // A page past the end is empty but still carries the real counts (api §4.1).
  const listings =
    offset < totalCount
      ? selectListings(deps, cache, whereClause(filter, scope, { facets: true }), ordering(query.sort, filter), audience, { limit: query.limit, offset })
      : [];
  return respond(withDistances(listings, filter.distance), groups.facets, toPagination(query.page, query.limit, totalCount));
}

/**
 * `user_id=me`: the caller's listings in every status but deleted, all in one response with
 * every filter and the sort applied (clients edit from this list). Per member and rarely
 * repeated, so it is not cached.
 */
export function ownListings(deps: Deps, query: ListingQuery, userId: number): ListingListResponse {
  const scope: Scope = { kind: 'own', userId };
  const cache = freshCache(deps);
  const filter = compileFilter(query);
  const listings = withDistances(
    selectListings(deps, cache, whereClause(filter, scope, { facets: true }), ordering(query.sort, filter), 'member'),
    filter.distance,
  );
  const n = listings.length;
  const groups = loadFacetGroups(deps.db, whereClause(filter, scope, { facets: false }), cache.intern);
  return respond(listings, groups.facets, { page: 1, limit: n, totalPages: n > 0 ? 1 : 0, totalCount: n, hasNextPage: false, hasPrevPage: false });
}

function respond(listings: ListingListResponse['listings'], facets: Facets, pagination: ListingListResponse['pagination']): ListingListResponse {
  return composeJson({ listings, ...facets, pagination });
}
