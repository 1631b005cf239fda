import type { CompiledFilter } from './compile';
import type { FacetValues, ListingFacts } from './facts';
import type { MatchReads } from './row';
import { FILTER_NAMES, FILTERS, type FilterName, type FilterValues } from './rows';

/** A compiled filter's test of one listing. */
export type ListingTest = (listing: ListingFacts, reads: MatchReads) => boolean;

function bindOne<K extends FilterName>(name: K, value: FilterValues[K]): ListingTest {
  const row = FILTERS[name];
  if (row.facet) return (listing, reads) => row.test(value, listing, reads.text);
  return (listing, reads) => row.test(value, listing, reads);
}

/**
 * A compiled filter as one test of a listing, by the tests of the filters it uses (filter/rows.ts):
 * the semantics of the rows' SQL (`filterClauses`) over active listings, for one active listing.
 * Bound once per filter, so matching a listing against a search calls only the tests it needs.
 */
export function compileMatcher(filter: CompiledFilter): ListingTest {
  const tests = FILTER_NAMES.flatMap((name) => {
    const value = filter[name];
    return value === null ? [] : [bindOne(name, value)];
  });
  return (listing, reads) => listing.status === 'active' && tests.every((test) => test(listing, reads));
}

/** Whether an active listing passes a compiled filter (`compileMatcher`, for a filter used once). */
export function filterMatches(filter: CompiledFilter, listing: ListingFacts, reads: MatchReads): boolean {
  return compileMatcher(filter)(listing, reads);
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
