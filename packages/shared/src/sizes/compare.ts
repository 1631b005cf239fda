import { CUP_CLASSES, type CupClass, type SizeEntry } from './types';

/**
 * ±0.30 mm of rim: how far apart sizes that makers themselves call equivalent measure. Of the
 * makers' own comparisons in the table (Yamaha's names, Denis Wick's, Stomvi's, Reeves'), three
 * quarters lie within 0.30 mm (the median is 0.23): makers measure the rim at different depths.
 * `compare.test.ts` derives it again from the table (ADR 015).
 */
export const SIMILAR_RIM_MM = 0.3;
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

/** The sizes within reach of a reference, as inclusive ranges: what every similar-size test reads. */
export interface SimilarReach {
  family: string;
  rimLo: number;
  rimHi: number;
  /** Cup classes in reach, or null when the reference has no published cup (rim alone decides). */
  cups: { lo: number; hi: number } | null;
}

export function similarReach(reference: SizePoint): SimilarReach {
  const rim = rimMicrons(SIMILAR_RIM_MM);
  const { cup } = reference;
  return {
    family: reference.family,
    rimLo: reference.rimUm - rim,
    rimHi: reference.rimUm + rim,
    // Never below 0: "no cup figure" is stored as -1 where a number is needed, and must stay out.
    cups: cup === null ? null : { lo: Math.max(0, cup - SIMILAR_CUP_STEPS), hi: cup + SIMILAR_CUP_STEPS },
  };
}

/**
 * Whether `other` is within reach of `reference`: same family, rim within ±0.30 mm, and the
 * same or a neighbouring cup class. A reference without a published cup compares by rim alone;
 * a candidate without one cannot be said to be near a known cup and is left out.
 */
export function isSimilar(reference: SizePoint, other: SizePoint): boolean {
  return inReach(similarReach(reference), other.family, other.rimUm, other.cup);
}

export function inReach(reach: SimilarReach, family: string | null, rimUm: number | null, cup: number | null): boolean {
  if (family !== reach.family || rimUm === null || rimUm < reach.rimLo || rimUm > reach.rimHi) return false;
  return reach.cups === null || (cup !== null && cup >= reach.cups.lo && cup <= reach.cups.hi);
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
