import type { Db } from '@mpx/db';
import { itemAt, type ListingSort } from '@mpx/shared';
import { sizeKey } from '@mpx/shared/sizes';
import { Catalog, type SellerScope } from '../catalog/catalog';
import type { CompiledFilter } from '../filter/compile';
import { SELLER_KM } from '../filter/rows';
import { filterClauses } from '../filter/sql';
import { facetsOf, loadFacetGroups } from '../facets';
import { Interner } from '../interner';
import type { Facets } from '../shapes';

/** What a public browse answers: a page of ids in order, the match count, and listings per (brand, model, type) group ignoring the facet filters. */
export interface BrowseAnswer {
  ids: number[];
  total: number;
  groups: Record<string, number>;
  /** The `available*` lists, as each reader's own code builds them. */
  facets: Facets;
}

export interface PageRequest {
  sort: ListingSort;
  limit: number;
  offset: number;
}

interface Match {
  id: number;
  rimUm: number | null;
  cup: number | null;
  maker: string | null;
  code: string | null;
  /** 1 for a modified piece, which is no size's equivalent (api §26). */
  modified: number;
}

/**
 * The contract's orders written out as plain SQL, independently of the catalog's kept orders:
 * api §4.1, and for nearest first api §20.1 (the seller's exact km, a seller without a point
 * last, then newest).
 */
function orderBy(sort: ListingSort): string {
  if (sort === 'price_asc') return 'l.price_cents ASC, l.id DESC';
  if (sort === 'price_desc') return 'l.price_cents DESC, l.id DESC';
  if (sort === 'distance') return `ifnull(${SELLER_KM}, 9e999), l.created_at DESC, l.id DESC`;
  return 'l.created_at DESC, l.id DESC';
}

/**
 * Closest size first (api §16.1) as a comparison sort, independently of the catalog's buckets:
 * equivalents first (never a modified piece), then closest rim, then closest cup (an unknown
 * figure is no gap), then the chosen order (a stable sort keeps it).
 */
function closestFirst(matches: Match[], like: NonNullable<CompiledFilter['like']>): Match[] {
  const rank = (m: Match) => [
    m.modified === 0 && m.maker !== null && m.code !== null && like.equivalents.includes(sizeKey(m.maker, m.code)) ? 0 : 1,
    m.rimUm === null ? 0 : Math.abs(m.rimUm - like.rimUm),
    m.cup === null || like.cup === null ? 0 : Math.abs(m.cup - like.cup),
  ];
  return [...matches].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
    return 0;
  });
}

/**
 * The SQL reader of active listings (the filter rows' SQL, which a member's own listings use),
 * with the contract's orders written out here: what the catalog must answer. Tests only.
 */
export function sqlAnswer(db: Db, filter: CompiledFilter, { sort, limit, offset }: PageRequest, scope: SellerScope = null): BrowseAnswer {
  const scoped = (facets: boolean) => {
    const filters = filterClauses(filter, { facets });
    const seller =
      scope === null
        ? { sql: '1', params: [] }
        : 'seller' in scope
          ? { sql: 'l.user_id = ?', params: [scope.seller] }
          : { sql: 'l.user_id <> ?', params: [scope.except] };
    return { sql: `l.status = 'active' AND ${seller.sql} AND ${filters.sql}`, params: [...seller.params, ...filters.params] };
  };
  const where = scoped(true);
  const distanceParams = sort === 'distance' && filter.distance ? [filter.distance.lat, filter.distance.lon] : [];
  const matches = db.$client
    .prepare<unknown[], Match>(
      `SELECT l.id, l.size_rim_um AS rimUm, l.size_cup AS cup, l.size_maker AS maker, l.size_code AS code,
        l.modifications IS NOT NULL AS modified FROM listings l WHERE ${where.sql} ORDER BY ${orderBy(sort)}`,
    )
    .all(...where.params, ...distanceParams);
  const ordered = filter.like ? closestFirst(matches, filter.like) : matches;
  const facetWhere = scoped(false);
  const groups = db.$client
    .prepare<unknown[], [string, number]>(
      `SELECT l.brand || '|' || l.model || '|' || l.instrument_type, count(*) FROM listings l WHERE ${facetWhere.sql} GROUP BY 1`,
    )
    .raw()
    .all(...facetWhere.params);
  const facets = loadFacetGroups(db, facetWhere, new Interner()).facets;
  return { ids: ordered.slice(offset, offset + limit).map((m) => m.id), total: matches.length, groups: Object.fromEntries(groups), facets };
}

/** The in-memory catalog reader, synced first. Tests only. */
export function catalogAnswer(db: Db, catalog: Catalog, filter: CompiledFilter, { sort, limit, offset }: PageRequest, scope: SellerScope = null): BrowseAnswer {
  catalog.sync(db);
  const answer = catalog.query(db, filter, sort, { limit, offset }, scope);
  const groups: Record<string, number> = {};
  answer.groupCounts.forEach((n, i) => {
    const g = itemAt(answer.groups, i);
    if (n > 0) groups[`${g.brand}|${g.model}|${g.instrumentType}`] = n;
  });
  return { ids: answer.ids, total: answer.totalCount, groups, facets: facetsOf(answer, new Interner()) };
}
