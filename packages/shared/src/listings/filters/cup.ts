import { CUP_CLASSES, type CupClass } from '../../sizes/types';

/**
 * The cup filter as people choose it (the filter bar, the wanted dialog): its words, and the
 * scale's classes, which the app's entry chunk takes from here rather than from the lazily
 * loaded size table.
 */
export { CUP_CLASSES, type CupClass };

export const CUP_TEXTS = {
  label: 'Cup',
  any: 'Any cup',
} as const;

/** A class as a menu shows it: "Medium deep". */
export const cupLabel = (cup: CupClass): string => cup.charAt(0).toUpperCase() + cup.slice(1);
