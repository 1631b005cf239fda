import { openScan, type ScanInputs } from '../catalog/scan';
import type { CompiledFilter } from './compile';
import type { CatalogReads } from './row';
import { FILTER_NAMES, FILTERS, type FilterName, type FilterValues } from './rows';

function narrow<K extends FilterName>(name: K, value: FilterValues[K], into: ScanInputs, reads: CatalogReads): void {
  const row = FILTERS[name];
  if (!row.facet) row.scan(value, into, reads);
}

/** The catalog's scan inputs for a compiled filter: each slot filter narrows its own fields (filter/rows.ts). */
export function scanInputs(filter: CompiledFilter, reads: CatalogReads): ScanInputs {
  const inputs = openScan();
  for (const name of FILTER_NAMES) {
    const value = filter[name];
    if (value !== null) narrow(name, value, inputs, reads);
  }
  return inputs;
}
