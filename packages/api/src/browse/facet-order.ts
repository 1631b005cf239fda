import type { FacetValues } from './filter/facts';

/** The `available*` lists' order: case-insensitive, then exact, so "bach" and "Bach" stay apart but together. */
export const byFoldedText = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};

/** One facet's distinct values across a set of groups in display order, and each group's place among them. */
export interface FacetOrder {
  values: string[];
  placeOf: Int32Array;
}

/** The three facets' orders over `groups` (built once per set of groups, see the catalog). */
export interface FacetOrders {
  models: FacetOrder;
  brands: FacetOrder;
  types: FacetOrder;
}

function facetOrder(groups: readonly FacetValues[], value: (group: FacetValues) => string): FacetOrder {
  const values = [...new Set(groups.map(value))].sort(byFoldedText);
  const place = new Map(values.map((v, i) => [v, i]));
  return { values, placeOf: Int32Array.from(groups, (g) => place.get(value(g)) ?? 0) };
}

export function facetOrdersOf(groups: readonly FacetValues[]): FacetOrders {
  return {
    models: facetOrder(groups, (g) => g.model),
    brands: facetOrder(groups, (g) => g.brand),
    types: facetOrder(groups, (g) => g.instrumentType),
  };
}
