import type { CompiledFilter } from './compile';
import type { FacetValues, ListingFacts } from './facts';
import type { MatchReads } from './row';
import { FILTER_NAMES, FILTERS, type FilterName, type FilterValues } from './rows';

function testOne<K extends FilterName>(name: K, value: FilterValues[K], listing: ListingFacts, reads: MatchReads): boolean {
  const row = FILTERS[name];
  return row.facet ? row.test(value, listing) : row.test(value, listing, reads);
}

/**
 * Whether an active listing passes a compiled filter, by each filter's own test (filter/rows.ts):
 * the semantics of `whereClause` with the public scope and every seller, for one listing.
 */
export function filterMatches(filter: CompiledFilter, listing: ListingFacts, reads: MatchReads): boolean {
  if (listing.status !== 'active') return false;
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value !== null && !testOne(name, value, listing, reads)) return false;
  }
  return true;
}

const FACET_NAMES = FILTER_NAMES.filter((name) => FILTERS[name].facet);

function facetPasses<K extends FilterName>(name: K, value: FilterValues[K], values: FacetValues): boolean {
  const row = FILTERS[name];
  return !row.facet || row.test(value, values);
}

/** The model, brand and instrument type filters as one test of a listing's (or a group's) values. */
export function facetTest(filter: CompiledFilter): (values: FacetValues) => boolean {
  const present = FACET_NAMES.filter((name) => filter[name] !== null);
  return (values) =>
    present.every((name) => {
      const value = filter[name];
      return value === null || facetPasses(name, value, values);
    });
}
