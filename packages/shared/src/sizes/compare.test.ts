import { describe, expect, it } from 'vitest';
import {
  CUP_CLASSES,
  SIMILAR_CUP_STEPS,
  SIMILAR_RIM_MM,
  cupIndex,
  describeDifference,
  equivalenceIndex,
  isSimilar,
  pointOf,
  rimMicrons,
  sizeTable,
  type CupClass,
  type SizePoint,
} from './index';

/** A point as a listing stores it: rim in mm (as the charts give it), cup by name or unknown. */
const point = (rimMm: number, cup: CupClass | null = 'medium', family = 'trumpet'): SizePoint => ({
  family,
  rimUm: rimMicrons(rimMm),
  cup: cup === null ? null : cupIndex(cup),
});

describe('the similarity rule', () => {
  it('is ±0.30 mm of rim and the same or a neighbouring cup class', () => {
    expect(SIMILAR_RIM_MM).toBe(0.3);
    expect(SIMILAR_CUP_STEPS).toBe(1);
  });

  it('is how far apart three quarters of the makers’ own comparisons measure', () => {
    const gaps = equivalenceIndex(sizeTable)
      .links.filter((l) => l.direct && (l.kind === 'compared' || l.kind === 'sold-as'))
      .flatMap(({ sizes: [a, b] }) =>
        a.entry.rimMm === null || b.entry.rimMm === null || a.entry.rimFrom === 'rule' || b.entry.rimFrom === 'rule'
          ? []
          : [Math.abs(a.entry.rimMm - b.entry.rimMm)],
      )
      .sort((x, y) => x - y);
    expect(gaps.length).toBeGreaterThanOrEqual(30);
    const p75 = gaps[Math.floor(0.75 * (gaps.length - 1))] ?? NaN;
    expect(p75).toBeCloseTo(SIMILAR_RIM_MM, 2);
  });
});

describe('isSimilar: rim', () => {
  const reference = point(16.2);

  it('takes rims up to exactly 0.30 mm either way', () => {
    for (const rim of [16.2, 16.1, 16.3, 16.5, 15.9]) expect(isSimilar(reference, point(rim)), `${rim}`).toBe(true);
  });

  it('leaves out rims 0.31 mm or more away', () => {
    for (const rim of [16.51, 15.89, 16.6, 15.8, 17]) expect(isSimilar(reference, point(rim)), `${rim}`).toBe(false);
  });

  it('compares in whole micrometres, so binary fractions do not move the boundary', () => {
    // 16.5 − 16.2 is 0.3 in decimal, 0.2999999… or 0.3000000…1 in floating point.
    expect(isSimilar(point(16.2), point(16.5))).toBe(true);
    expect(isSimilar(point(16.5), point(16.2))).toBe(true);
    expect(isSimilar(point(25.4, 'medium', 'trombone'), point(25.7, 'medium', 'trombone'))).toBe(true);
    expect(isSimilar(point(17.07), point(16.77))).toBe(true);
    expect(isSimilar(point(17.07), point(16.76))).toBe(false);
  });
});

describe('isSimilar: cup', () => {
  const medium = point(16.2, 'medium');

  it('takes the same cup class and a neighbouring one on either side', () => {
    for (const cup of ['medium', 'medium deep', 'medium shallow'] as const) expect(isSimilar(medium, point(16.2, cup)), cup).toBe(true);
  });

  it('leaves out cups two or more classes away', () => {
    for (const cup of ['deep', 'shallow', 'very deep', 'very shallow'] as const) expect(isSimilar(medium, point(16.2, cup)), cup).toBe(false);
  });

  it('counts classes at the ends of the scale the same way', () => {
    expect(isSimilar(point(16.2, 'very deep'), point(16.2, 'deep'))).toBe(true);
    expect(isSimilar(point(16.2, 'very deep'), point(16.2, 'medium deep'))).toBe(false);
    expect(isSimilar(point(16.2, 'very shallow'), point(16.2, 'shallow'))).toBe(true);
    expect(cupIndex(CUP_CLASSES[0])).toBe(0);
  });

  it('needs both the rim and the cup to be near', () => {
    expect(isSimilar(medium, point(16.5, 'medium deep'))).toBe(true);
    expect(isSimilar(medium, point(16.5, 'deep'))).toBe(false);
    expect(isSimilar(medium, point(16.51, 'medium'))).toBe(false);
  });

  it('compares a reference without a published cup by rim alone', () => {
    const noCup = point(16.2, null);
    for (const cup of [...CUP_CLASSES, null]) expect(isSimilar(noCup, point(16.3, cup)), String(cup)).toBe(true);
    expect(isSimilar(noCup, point(16.51, 'medium'))).toBe(false);
  });

  it('leaves out a candidate without a published cup when the reference has one', () => {
    expect(isSimilar(medium, point(16.2, null))).toBe(false);
  });
});

describe('isSimilar: family', () => {
  it('never pairs sizes of two families, whatever their figures', () => {
    expect(isSimilar(point(16.2, 'medium', 'trumpet'), point(16.2, 'medium', 'horn'))).toBe(false);
    expect(isSimilar(point(25.4, 'deep', 'trombone'), point(25.4, 'deep', 'tuba'))).toBe(false);
    expect(isSimilar(point(16.2, null, 'horn'), point(16.2, null, 'trumpet'))).toBe(false);
  });
});

describe('describeDifference', () => {
  const reference = point(16.2, 'medium');

  it.each([
    [point(16.2, 'medium'), 'Same size'],
    [point(16.3, 'medium deep'), '0.1 mm wider, deeper cup'],
    [point(16.3, 'deep'), '0.1 mm wider, deeper cup'],
    [point(16.0, 'medium'), '0.2 mm narrower'],
    [point(16.2, 'medium shallow'), 'same rim, shallower cup'],
    [point(16.2, 'medium deep'), 'same rim, deeper cup'],
    [point(16.45, 'shallow'), '0.25 mm wider, shallower cup'],
    [point(15.95, 'medium'), '0.25 mm narrower'],
    [point(16.21, 'medium'), '0.01 mm wider'],
    [point(17.2, 'medium'), '1 mm wider'],
    [point(14.7, 'medium'), '1.5 mm narrower'],
  ])('%j', (other, text) => {
    expect(describeDifference(reference, other)).toBe(text);
  });

  it('says nothing about the cup when either cup is unknown', () => {
    expect(describeDifference(point(16.2, null), point(16.2, 'deep'))).toBe('Same size');
    expect(describeDifference(reference, point(16.3, null))).toBe('0.1 mm wider');
  });
});

describe('pointOf', () => {
  const entry = { code: '7C', family: 'trumpet', rimMm: 16.2, cup: 'medium', shanks: [], source: 'test' } as const;

  it('stores the rim in micrometres and the cup as its index, deepest first', () => {
    expect(pointOf(entry)).toEqual({ family: 'trumpet', rimUm: 16200, cup: CUP_CLASSES.indexOf('medium') });
    expect(pointOf({ ...entry, cup: null })).toEqual({ family: 'trumpet', rimUm: 16200, cup: null });
  });

  it('has no point for a size without a rim figure', () => {
    expect(pointOf({ ...entry, rimMm: null })).toBeNull();
  });
});
