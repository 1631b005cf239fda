import { itemAt } from '@mpx/shared';
import type { Db } from '@mpx/db';
import { prepared } from '../core/prepared';
import type { CatalogAnswer } from './catalog/catalog';
import { byFoldedText, type FacetOrder } from './facet-order';
import type { Clause } from './filter/row';
import type { Interner } from './interner';
import type { Facets } from './shapes';

/**
 * The listings matching every filter but model, brand and instrument type, grouped by those
 * three values with a count each. One index-only scan of `listings_browse_idx` gives both the
 * `available*` lists and, for any model/brand/type filter on top, the match count. Kept as
 * parallel arrays of interned strings: a few dozen bytes per group.
 */
export interface FacetGroups {
  facets: Facets;
  models: string[];
  brands: string[];
  types: string[];
  counts: Uint32Array;
}

/** `where` must be the clause without the model, brand and instrument type filters. */
export function loadFacetGroups(db: Db, where: Clause, intern: Interner): FacetGroups {
  const rows = prepared<[model: string, brand: string, type: string, count: number]>(
    db,
    `SELECT l.model, l.brand, l.instrument_type, count(*) FROM listings l WHERE ${where.sql} GROUP BY l.brand, l.model, l.instrument_type`,
  )
    .raw()
    .all(...where.params);
  const groups: FacetGroups = {
    facets: { availableModels: [], availableBrands: [], availableInstrumentTypes: [] },
    models: new Array<string>(rows.length),
    brands: new Array<string>(rows.length),
    types: new Array<string>(rows.length),
    counts: new Uint32Array(rows.length),
  };
  rows.forEach(([model, brand, type, count], i) => {
    groups.models[i] = intern.string(model);
    groups.brands[i] = intern.string(brand);
    groups.types[i] = intern.string(type);
    groups.counts[i] = count;
  });
  groups.facets = facetLists(groups.models, groups.brands, groups.types, intern);
  return groups;
}

/** The `available*` lists: distinct values, sorted case-insensitively, shared through the interner. */
function facetLists(models: string[], brands: string[], types: string[], intern: Interner): Facets {
  const sorted = (values: string[]) => intern.list([...new Set(values)].sort(byFoldedText));
  return { availableModels: sorted(models), availableBrands: sorted(brands), availableInstrumentTypes: sorted(types) };
}

/**
 * The `available*` lists of a catalog answer: the groups with at least one listing. Each value
 * is marked at its kept place, so the lists come out sorted without sorting per answer.
 */
export function facetsOf({ facetOrders: orders, groupCounts }: CatalogAnswer, intern: Interner): Facets {
  const list = ({ values, placeOf }: FacetOrder): string[] => {
    const present = new Uint8Array(values.length);
    groupCounts.forEach((count, i) => {
      if (count !== 0) present[placeOf[i] ?? 0] = 1;
    });
    const out: string[] = [];
    present.forEach((on, i) => {
      if (on === 1) out.push(intern.string(itemAt(values, i)));
    });
    return intern.list(out);
  };
  return { availableModels: list(orders.models), availableBrands: list(orders.brands), availableInstrumentTypes: list(orders.types) };
}
