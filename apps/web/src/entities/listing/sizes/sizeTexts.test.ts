import * as real from '@mpx/shared/sizes';
import { present, type ListingModification } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { resolveLike, refOfReference, sizeReasonFor, similarToLine, similarToMessage } from './sizeTexts';
import { withTestTable } from '../../size/testSizes';

const sizes = withTestTable(real);

/** A reference as the `like` filter resolves it, as a size of the table. */
const like = (text: string) => {
  const result = resolveLike(sizes, text, undefined);
  if (!result.ok) throw new Error(result.error);
  return result.reference;
};
const sizeOf = (text: string) => present(refOfReference(sizes, like(text)), text);
const listing = (brand: string, size: string, instrument_type = 'Trumpet', modifications: ListingModification[] = []) => ({
  brand,
  model: 'Model',
  size,
  instrument_type,
  modifications,
});
const reason = (reference: string, brand: string, size: string, instrument?: string) =>
  sizeReasonFor(sizes, sizeOf(reference), listing(brand, size, instrument));

describe('why a listing is like a reference', () => {
  it('gives a maker’s published equivalence, read from either side', () => {
    expect(reason('Bach 7C', 'Yamaha', '11C4')).toEqual({ kind: 'equivalent', text: 'Yamaha sells its 11C4 as the 11C4-7C' });
    expect(reason('Bach 7C', 'Denis Wick', '4B')).toEqual({ kind: 'equivalent', text: 'Denis Wick compares its 4B to a Bach 7C' });
    expect(reason('Yamaha 11C4', 'Vincent Bach', '7C')).toEqual({ kind: 'equivalent', text: 'Yamaha sells its 11C4 as the 11C4-7C' });
  });

  it('says what was done to a modified piece, never "Same size" or an equivalence', () => {
    const modified = (brand: string, size: string) => sizeReasonFor(sizes, sizeOf('Bach 7C'), listing(brand, size, 'Trumpet', ['throat_drilled', 'replated']));
    for (const [brand, size] of [
      ['Bach', '7C'],
      ['Yamaha', '11C4'],
      ['Bach', '3C'],
    ] as const) {
      expect(modified(brand, size)).toEqual({ kind: 'modified', text: 'Modified: throat drilled, replated' });
    }
  });

  it('compares only the printed figures with a modified reference: no "Same size", no equivalence', () => {
    const printed = (reference: string, brand: string, size: string) => sizeReasonFor(sizes, sizeOf(reference), listing(brand, size), { printedOnly: true });
    expect(printed('Bach 7C', 'Bach', '7C')).toEqual({ kind: 'difference', text: 'Same rim and cup' });
    expect(printed('Bach 7C', 'Yamaha', '11C4')).toEqual({ kind: 'difference', text: '0.1 mm wider, deeper cup' });
    expect(printed('Schilke 14', 'Schilke', '14')).toEqual({ kind: 'difference', text: '≈ same rim and cup (Schilke’s numbering rule)' });
  });

  it('says "Same size" for the reference’s own size, however it is written', () => {
    expect(reason('Bach 7C', 'Bach', '7C')).toEqual({ kind: 'same', text: 'Same size' });
    expect(reason('Yamaha 11C4', 'Yamaha', '11C4-7C')).toEqual({ kind: 'same', text: 'Same size' });
  });

  it('otherwise gives the measured difference', () => {
    expect(reason('Bach 7C', 'Yamaha', '14B4')).toEqual({ kind: 'difference', text: '0.4 mm wider' });
    expect(reason('Bach 7C', 'Bach', '7')).toEqual({ kind: 'difference', text: '0.05 mm wider' });
    expect(reason('Yamaha 11C4', 'Bach', '7')).toEqual({ kind: 'difference', text: '0.05 mm narrower, shallower cup' });
  });

  it('marks a difference read off a rim from a numbering rule as approximate, and says whose rule', () => {
    expect(reason('Bach 7C', 'Schilke', '11')).toEqual({ kind: 'difference', text: '≈ 0.31 mm wider (Schilke’s numbering rule)' });
    expect(reason('Schilke 14', 'Bach', '3C')).toEqual({ kind: 'difference', text: '≈ 0.01 mm wider (Schilke’s numbering rule)' });
    expect(reason('Schilke 14', 'Schilke', '14')).toEqual({ kind: 'same', text: 'Same size' });
  });

  it('says nothing of a size that does not decode, or of another family', () => {
    expect(reason('Bach 7C', 'Garibaldi', '7C')).toBeNull();
    expect(reason('Bach 7C', 'Bach', '6 1/2AL', 'Tenor Trombone')).toBeNull();
  });
});

describe('the reference as the filter shows it', () => {
  it('puts published equivalents first in the results line when the reference has any', () => {
    expect(similarToLine(sizes, 'Bach 7C', like('Bach 7C'))).toBe('Similar to Bach 7C (rim ≈ 16.2 mm, medium cup), published equivalents first, then closest');
    expect(similarToLine(sizes, 'Bach 3C', like('Bach 3C'))).toBe('Similar to Bach 3C (rim ≈ 16.9 mm, medium cup), closest first');
    expect(similarToLine(null, 'Bach 3C', null)).toBe('Similar to Bach 3C, closest first');
  });

  it('says when the reference’s rim comes from a numbering rule', () => {
    expect(similarToMessage(sizes, 'Schilke 14', undefined, '')).toEqual({
      text: 'Schilke 14: rim ≈ 16.89 mm by Schilke’s numbering rule, medium cup',
      tone: 'hint',
    });
    expect(similarToLine(sizes, 'Schilke 14', like('Schilke 14'))).toBe(
      'Similar to Schilke 14 (rim ≈ 16.89 mm by Schilke’s numbering rule, medium cup), closest first',
    );
  });
});
