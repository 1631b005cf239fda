import type { ListingSort } from '@mpx/shared';
import type { CompiledFilter } from './compile';
import type { Clause } from './row';
import { FILTER_NAMES, FILTERS, IS_EQUIVALENT, SELLER_KM, type FilterName, type FilterValues } from './rows';

/** Which listings a browse starts from, before the filters. */
export type Scope =
  /** Active listings, optionally of one seller (`user_id=<n>`). */
  | { kind: 'public'; sellerId: number | null }
  /** The caller's own listings in every status but deleted (`user_id=me`). */
  | { kind: 'own'; userId: number };

export type Where = Clause;

function clauseOf<K extends FilterName>(name: K, value: FilterValues[K]): Clause {
  return FILTERS[name].sql(value);
}

/**
 * The WHERE clause of a browse (api §4.1), over `listings l`: the scope, then each filter's own
 * SQL (filter/rows.ts). Exact-match filters bind one placeholder per value, so SQLite (built
 * with STAT4) can weigh how selective a brand or type is; the SQL text depends only on which
 * filters are present and how many values each has, so a few dozen prepared statements serve
 * real traffic.
 *
 * `facets: false` leaves out the model, brand and instrument type filters: the `available*`
 * lists are computed over the listings the request would return without them.
 */
export function whereClause(filter: CompiledFilter, scope: Scope, { facets }: { facets: boolean }): Where {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (scope.kind === 'own') {
    clauses.push(`l.user_id = ? AND l.status <> 'deleted'`);
    params.push(scope.userId);
  } else {
    clauses.push(`l.status = 'active'`);
    if (scope.sellerId !== null) {
      clauses.push('l.user_id = ?');
      params.push(scope.sellerId);
    }
  }
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value === null || (!facets && FILTERS[name].facet)) continue;
    const clause = clauseOf(name, value);
    clauses.push(clause.sql);
    params.push(...clause.params);
  }
  return { sql: clauses.join(' AND '), params };
}

const ORDER_BY: Record<Exclude<ListingSort, 'distance'>, string> = {
  newest: 'l.created_at DESC, l.id DESC',
  price_asc: 'l.price_cents ASC, l.id DESC',
  price_desc: 'l.price_cents DESC, l.id DESC',
};

/**
 * The chosen order: nearest seller first (exact km, a seller without a point last), then newest,
 * for `distance`, which the parser allows only with `near`.
 */
function sortOrder(sort: ListingSort, distance: CompiledFilter['distance']): Ordering {
  if (sort !== 'distance') return { orderBy: ORDER_BY[sort], params: [] };
  if (!distance) throw new Error('sort=distance without near');
  return { orderBy: `ifnull(${SELLER_KM}, 9e999), ${ORDER_BY.newest}`, params: [distance.lat, distance.lon] };
}

export interface Ordering {
  orderBy: string;
  /** Values the ORDER BY binds (the reference size of a similar-size browse). */
  params: unknown[];
}

/**
 * The contract's orders, for one seller's or a member's own listings (few rows: found, then
 * sorted); with a reference size, its published equivalents first, then by closest rim, then
 * closest cup, then the chosen order.
 */
export function ordering(sort: ListingSort, filter: Pick<CompiledFilter, 'like' | 'distance'>): Ordering {
  const { like } = filter;
  const chosen = sortOrder(sort, filter.distance);
  if (!like) return chosen;
  return {
    // An unknown rim or cup (an equivalent the maker gives no figure for) counts as no gap.
    orderBy: `CASE WHEN ${IS_EQUIVALENT} THEN 0 ELSE 1 END, abs(coalesce(l.size_rim_um - ?, 0)), abs(coalesce(l.size_cup - ?, 0)), ${chosen.orderBy}`,
    params: [JSON.stringify(like.equivalents), like.rimUm, like.cup, ...chosen.params],
  };
}

/**
 * A canonical text of what a browse selects, for cache keys: the compiled filter is canonical
 * already (sets sorted, prices in cents, the search text as its FTS5 query), so two queries that
 * select alike share a key.
 */
export function filterKey(filter: CompiledFilter, scope: Scope, { facets }: { facets: boolean }): string {
  const selected = FILTER_NAMES.map((name) => (facets || !FILTERS[name].facet ? filter[name] : null));
  return JSON.stringify([scope.kind === 'own' ? `own:${scope.userId}` : `public:${scope.sellerId ?? ''}`, selected]);
}
