import type { SearchFilters } from '@mpx/shared';
import { FILTER_NAMES, FILTERS, type FilterName, type FilterValues } from './rows';

/**
 * A browse's filters compiled once (per request, or per saved search, stored as JSON in
 * `saved_searches.filter`): each filter's value, or null when the query does not use it. SQL,
 * the catalog and the matcher read this, never the query.
 */
export type CompiledFilter = { [K in FilterName]: FilterValues[K] | null };

function compileOne<K extends FilterName>(name: K, f: SearchFilters): FilterValues[K] | null {
  return FILTERS[name].compile(f);
}

export function compileFilter(f: SearchFilters): CompiledFilter {
  const compiled: Partial<Record<FilterName, unknown>> = {};
  for (const name of FILTER_NAMES) compiled[name] = compileOne(name, f);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- every name set above from its own row
  return compiled as CompiledFilter;
}

/** Whether any filter besides model, brand and type is set (the catalog's counts cover the rest). */
export function hasSlotFilter(filter: CompiledFilter): boolean {
  return FILTER_NAMES.some((name) => !FILTERS[name].facet && filter[name] !== null);
}
