import { sizeDataset, sizeDatasetCsv, sizeTable, type DatasetSize } from '@mpx/shared/sizes';
import type { Deps } from '../context';
import { keptKind } from '../core/kept';
import { composeJson } from '../core/json';

/** The dataset and its CSV, built on first use: the size table never changes while the process runs. */
const DATASET = keptKind('the open size dataset, as fresh as the size table the process started with', () => {
  const dataset = composeJson(sizeDataset(sizeTable));
  return { dataset, csv: sizeDatasetCsv(dataset) };
});

/** The open size dataset (`GET /api/sizes`). */
export function sizeDatasetOf(deps: Deps): { sizes: DatasetSize[] } {
  return deps.kept.get(DATASET).dataset;
}

/** The same as CSV (`GET /api/sizes.csv`). */
export function sizeDatasetCsvOf(deps: Deps): string {
  return deps.kept.get(DATASET).csv;
}
