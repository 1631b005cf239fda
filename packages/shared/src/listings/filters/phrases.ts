import type { FilterParam, FilterReading } from './spec';
import { FILTER_PARAMS, filterSpec } from './table';

/**
 * The parameters in the order a buyer says a search ("Trumpet · Bach 3C · like Bach 7C ·
 * “gold” · Good condition · in VIC · within 50 km of 3000 · under $300 · open to swap"): by each
 * declaration's `phraseRank`.
 */
export const PHRASE_ORDER: readonly FilterParam[] = [...FILTER_PARAMS].sort((a, b) => filterSpec(a).phraseRank - filterSpec(b).phraseRank);

function phraseOf<K extends FilterParam>(key: K, reading: FilterReading): string | null {
  const values = reading[key];
  return values ? filterSpec(key).phrase(values, reading) : null;
}

/** The words of a search's filters, in a buyer's order: each parameter's phrase (filters/table.ts). */
export function filterPhrases(reading: FilterReading): string[] {
  return PHRASE_ORDER.flatMap((key) => phraseOf(key, reading) ?? []);
}

export const PHRASE_SEPARATOR = ' · ';
