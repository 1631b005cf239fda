import type { Db } from '@mpx/db';
import { itemAt, type ListingSort } from '@mpx/shared';
import { Catalog } from '../catalog/catalog';
import type { CompiledFilter } from '../filter/compile';
import { ordering, whereClause } from '../filter/sql';
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

/** The SQL reader, through the same WHERE clauses and orders the seller pages use. Tests only. */
export function sqlAnswer(db: Db, filter: CompiledFilter, { sort, limit, offset }: PageRequest): BrowseAnswer {
  const scope = { kind: 'public', sellerId: null } as const;
  const where = whereClause(filter, scope, { facets: true });
  const order = ordering(sort, filter);
  const ids = db.$client
    .prepare<unknown[], number>(`SELECT l.id FROM listings l WHERE ${where.sql} ORDER BY ${order.orderBy} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...where.params, ...order.params, limit, offset);
  const total = Number(
    db.$client
      .prepare<unknown[], number>(`SELECT count(*) FROM listings l WHERE ${where.sql}`)
      .pluck()
      .get(...where.params),
  );
  const facetWhere = whereClause(filter, scope, { facets: false });
  const groups = db.$client
    .prepare<unknown[], [string, number]>(
      `SELECT l.brand || '|' || l.model || '|' || l.instrument_type, count(*) FROM listings l WHERE ${facetWhere.sql} GROUP BY 1`,
    )
    .raw()
    .all(...facetWhere.params);
  const facets = loadFacetGroups(db, facetWhere, new Interner()).facets;
  return { ids, total, groups: Object.fromEntries(groups), facets };
}

/** The in-memory catalog reader, synced first. Tests only. */
export function catalogAnswer(db: Db, catalog: Catalog, filter: CompiledFilter, { sort, limit, offset }: PageRequest): BrowseAnswer {
  catalog.sync(db);
  const answer = catalog.query(db, filter, sort, { limit, offset });
  const groups: Record<string, number> = {};
  answer.groupCounts.forEach((n, i) => {
    const g = itemAt(answer.groups, i);
    if (n > 0) groups[`${g.brand}|${g.model}|${g.instrumentType}`] = n;
  });
  return { ids: answer.ids, total: answer.totalCount, groups, facets: facetsOf(answer, new Interner()) };
}
