import type { CompiledFilter } from './compile';
import type { Clause } from './row';
import { FILTER_NAMES, FILTERS, type FilterName, type FilterValues } from './rows';

function clauseOf<K extends FilterName>(name: K, value: FilterValues[K]): Clause {
  return FILTERS[name].sql(value);
}

/**
 * The filters of a browse as SQL over `listings l` (api §4.1): each filter's own clause
 * (filter/rows.ts), in the table's order. Exact-match filters bind one placeholder per value, so
 * SQLite (built with STAT4) can weigh how selective a brand or type is; the SQL text depends
 * only on which filters are present and how many values each has, so a few dozen prepared
 * statements serve real traffic. `facets: false` leaves out the model, brand and instrument type
 * filters: the `available*` lists are computed over the listings the request would return
 * without them. An always-true clause when nothing filters.
 */
export function filterClauses(filter: CompiledFilter, { facets }: { facets: boolean }): Clause {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value === null || (!facets && FILTERS[name].facet)) continue;
    const clause = clauseOf(name, value);
    clauses.push(clause.sql);
    params.push(...clause.params);
  }
  return { sql: clauses.length === 0 ? '1' : clauses.join(' AND '), params };
}

/**
 * The WHERE clause of a member's own listings (`user_id=me`): every status but deleted, then the
 * filters. The one browse SQL answers, as the catalog holds active listings only (ADR 011).
 */
export function ownWhere(filter: CompiledFilter, userId: number, options: { facets: boolean }): Clause {
  const filters = filterClauses(filter, options);
  return { sql: `l.user_id = ? AND l.status <> 'deleted' AND ${filters.sql}`, params: [userId, ...filters.params] };
}
