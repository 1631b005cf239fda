import type { PriceGuide } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { priceGuideLine, priceHintLine, soldLatelyText } from './texts';

const guide = (overrides: Partial<PriceGuide>): PriceGuide => ({
  maker_id: 'bach',
  code: '7C',
  family: 'trumpet',
  label: 'Bach 7C',
  count: 12,
  median: 80,
  low: 60,
  high: 100,
  sales: [],
  ...overrides,
});

describe('price guide texts (product §19)', () => {
  it('says the range, median and count, and that too few sales give no median', () => {
    expect(priceGuideLine(guide({}))).toBe('Bach 7C trumpet mouthpieces sold for $60–$100 here in the last year, median $80, 12 sales.');
    expect(priceGuideLine(guide({ count: 2, median: null, low: 60, high: 60 }))).toBe(
      'Bach 7C trumpet mouthpieces sold for $60 here in the last year, 2 sales: too few sales for a median (3 needed).',
    );
    expect(priceGuideLine(guide({ count: 0, median: null, low: null, high: null }))).toBe('No Bach 7C trumpet mouthpieces sold here in the last year.');
    expect(priceGuideLine(guide({ label: null, count: 0 }))).toBeNull();
  });

  it('gives the listing form its hint, and the size guide its cell', () => {
    expect(priceHintLine(guide({ count: 1, median: null, low: 75.5, high: 75.5 }))).toBe(
      'Similar pieces (Bach 7C) sold for $75.50 here in the last year (too few sales for a median, 1 sale).',
    );
    expect(priceHintLine(guide({ count: 0 }))).toBeNull();
    expect(soldLatelyText({ count: 12, median: 80, low: 60, high: 100 })).toBe('$80 median · 12 sold');
    expect(soldLatelyText({ count: 2, median: null, low: 60, high: 90 })).toBe('$60–$90 · 2 sold');
  });
});
