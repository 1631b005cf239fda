import { CUP_CLASSES, type CupClass, type SizeEntry } from './types';

/** ±0.25 mm of rim: what players treat as "the same size" across makers. */
export const SIMILAR_RIM_MM = 0.25;
/** Same or neighbouring cup class. */
export const SIMILAR_CUP_STEPS = 1;
/** How many other sellers' listings the listing page shows under "Similar sizes". */
export const SIMILAR_ON_DETAIL = 6;

export const cupIndex = (cup: CupClass): number => CUP_CLASSES.indexOf(cup);
/** Rims are compared in whole micrometres, as stored, so 16.2 − 16.1 is exactly 100. */
export const rimMicrons = (mm: number): number => Math.round(mm * 1000);

/** A decoded size as stored on a listing: what comparing needs. */
export interface SizePoint {
  family: string;
  rimUm: number;
  /** Index in CUP_CLASSES (0 = very deep), or null when not published. */
  cup: number | null;
}

export function pointOf(entry: SizeEntry): SizePoint | null {
  return entry.rimMm === null ? null : { family: entry.family, rimUm: rimMicrons(entry.rimMm), cup: entry.cup === null ? null : cupIndex(entry.cup) };
}

/**
 * Whether `other` is within reach of `reference`: same family, rim within ±0.25 mm, and the
 * same or a neighbouring cup class. A reference without a published cup compares by rim alone;
 * a candidate without one cannot be said to be near a known cup and is left out.
 */
export function isSimilar(reference: SizePoint, other: SizePoint): boolean {
  if (reference.family !== other.family) return false;
  if (Math.abs(other.rimUm - reference.rimUm) > rimMicrons(SIMILAR_RIM_MM)) return false;
  if (reference.cup === null) return true;
  return other.cup !== null && Math.abs(other.cup - reference.cup) <= SIMILAR_CUP_STEPS;
}

/** "Same size", "0.1 mm wider, deeper cup", "0.2 mm narrower", "same rim, shallower cup". */
export function describeDifference(reference: SizePoint, other: SizePoint): string {
  const diff = other.rimUm - reference.rimUm;
  // "0.1", "0.25", "1": hundredths of a millimetre, without trailing zeros.
  const mm = (Math.abs(diff) / 1000).toFixed(2).replace(/\.?0+$/, '');
  const rim = diff === 0 ? null : `${mm} mm ${diff > 0 ? 'wider' : 'narrower'}`;
  const steps = reference.cup === null || other.cup === null ? 0 : other.cup - reference.cup;
  // A lower index is deeper.
  const cup = steps === 0 ? null : steps < 0 ? 'deeper cup' : 'shallower cup';
  if (rim && cup) return `${rim}, ${cup}`;
  if (rim) return rim;
  if (cup) return `same rim, ${cup}`;
  return 'Same size';
}
