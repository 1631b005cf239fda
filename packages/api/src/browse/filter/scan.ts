import { ScanSlices } from '../catalog/scan';
import type { CompiledFilter } from './compile';
import type { CatalogReads } from './row';
import { FILTER_NAMES, FILTERS, type FilterName, type FilterValues } from './rows';

function slice<K extends FilterName>(name: K, value: FilterValues[K], into: ScanSlices, reads: CatalogReads): void {
  const row = FILTERS[name];
  if (!row.facet) row.scan(value, into, reads);
}

/** The catalog's scan for a compiled filter: each slot filter adds its own slice (filter/rows.ts). */
export function scanSlices(filter: CompiledFilter, reads: CatalogReads): ScanSlices {
  const slices = new ScanSlices();
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value !== null) slice(name, value, slices, reads);
  }
  return slices;
}
