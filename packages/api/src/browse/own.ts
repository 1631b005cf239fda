import type { ListingQuery, ListingSort } from '@mpx/shared';
import { sizeKey } from '@mpx/shared/sizes';
import type { Deps } from '../context';
import { composeJson } from '../core/json';
import { prepared } from '../core/prepared';
import { withDistances } from '../listings/measured';
import { placedListings } from '../listings/read';
import { ClosestFirst } from './closest';
import { loadFacetGroups } from './facets';
import { compileFilter, type CompiledFilter } from './filter/compile';
import { ownWhere } from './filter/sql';
import type { ListingListResponse } from './shapes';
import { freshCache } from './cache';

interface OwnRow {
  id: number;
  rimUm: number | null;
  cup: number | null;
  maker: string | null;
  code: string | null;
  modified: number;
}

/**
 * The chosen orders (api §4.1). A member's listings are all one seller's, at one postcode, so
 * nearest first (api §20.1: distance, then newest) is newest first.
 */
const ORDER_BY: Record<ListingSort, string> = {
  newest: 'l.created_at DESC, l.id DESC',
  price_asc: 'l.price_cents ASC, l.id DESC',
  price_desc: 'l.price_cents DESC, l.id DESC',
  distance: 'l.created_at DESC, l.id DESC',
};

/** The ids of a member's listings matching `filter`, in the chosen order, closest size first with a reference (closest.ts). */
function ownIds(deps: Deps, filter: CompiledFilter, sort: ListingSort, userId: number): number[] {
  const where = ownWhere(filter, userId, { facets: true });
  const rows = prepared<OwnRow>(
    deps.db,
    `SELECT l.id, l.size_rim_um AS rimUm, l.size_cup AS cup, l.size_maker AS maker, l.size_code AS code,
       l.modifications IS NOT NULL AS modified FROM listings l
     WHERE ${where.sql} ORDER BY ${ORDER_BY[sort]}`,
  ).all(...where.params);
  const { like } = filter;
  if (!like) return rows.map((row) => row.id);
  const closest = new ClosestFirst<number>(like);
  for (const row of rows)
    closest.add(
      row.id,
      row.rimUm,
      row.cup,
      row.modified === 0 && row.maker !== null && row.code !== null && like.equivalents.includes(sizeKey(row.maker, row.code)),
    );
  return closest.page(0, rows.length);
}

/**
 * `user_id=me`: the caller's listings in every status but deleted, all in one response with
 * every filter and the sort applied (clients edit from this list). The one browse SQL answers
 * (the catalog holds active listings only); per member and rarely repeated, so it is not cached.
 */
export function ownListings(deps: Deps, query: ListingQuery, userId: number): ListingListResponse {
  const filter = compileFilter(query);
  const listings = withDistances(placedListings(deps, ownIds(deps, filter, query.sort, userId), 'member'), filter.distance);
  const n = listings.length;
  const groups = loadFacetGroups(deps.db, ownWhere(filter, userId, { facets: false }), freshCache(deps).intern);
  return composeJson({
    listings,
    ...groups.facets,
    pagination: { page: 1, limit: n, totalPages: n > 0 ? 1 : 0, totalCount: n, hasNextPage: false, hasPrevPage: false },
  });
}
