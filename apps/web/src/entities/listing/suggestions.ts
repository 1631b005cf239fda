import { BRANDS, INSTRUMENT_TYPES } from '@mpx/shared';
import type { ListingListResponse } from './types';

export interface FilterSuggestions {
  instrumentTypes: readonly string[];
  brands: readonly string[];
  models: readonly string[];
}

function merge(base: readonly string[], extra: readonly string[] = []): string[] {
  const seen = new Set(base.map((s) => s.toLocaleLowerCase('en-AU')));
  return [...base, ...extra.filter((s) => !seen.has(s.toLocaleLowerCase('en-AU')))];
}

/** The spec's suggestion lists plus whatever the listings on offer use (product §7). */
export function filterSuggestions(
  data: Pick<ListingListResponse, 'availableInstrumentTypes' | 'availableBrands' | 'availableModels'> | undefined,
): FilterSuggestions {
  return {
    instrumentTypes: merge(INSTRUMENT_TYPES, data?.availableInstrumentTypes),
    brands: merge(BRANDS, data?.availableBrands),
    models: data?.availableModels ?? [],
  };
}
