import * as real from '@mpx/shared/sizes';
import { describe, expect, it } from 'vitest';
import { compareCodes, defaultChartMakers, familyRows, listingsSearchOf, makerCupWords, rimCoverage, rimRowsByMaker, sourceParts, stockIndex } from './model';
import { GUIDE_MAKERS, GUIDE_STOCK } from './testFixtures';

const table = real.indexSizeTable(GUIDE_MAKERS);
const row = (family: real.SizeFamily, label: string) => {
  const found = familyRows(GUIDE_MAKERS, family).find((r) => r.label === label);
  if (!found) throw new Error(`No ${label}`);
  return found;
};

describe('the size guide’s data', () => {
  it('orders codes as the makers number them', () => {
    expect(['7C', '10 1/2C', '1 1/2C', '1C', 'SM5', '1', '3'].sort(compareCodes)).toEqual(['1', '1C', '1 1/2C', '3', '7C', '10 1/2C', 'SM5']);
  });

  it('links a model to the similar-size browse, naming an instrument only where the code alone means another family', () => {
    expect(listingsSearchOf(table, row('trumpet', 'Bach 7C'))).toEqual({ like: 'Bach 7C' });
    expect(listingsSearchOf(table, row('trombone', 'Bach 7C'))).toEqual({ like: 'Bach 7C', instrument_type: 'Tenor Trombone' });
    expect(listingsSearchOf(table, row('trombone', 'Denis Wick 6BS'))).toEqual({ like: 'Denis Wick 6BS' });
    // Without a rim there is nothing to compare: a text search.
    expect(listingsSearchOf(table, row('trumpet', 'Bach 5C'))).toEqual({ q: 'Bach 5C' });
    expect(listingsSearchOf(table, row('horn', 'Bach 11'))).toEqual({ q: 'Bach 11' });
  });

  it('keeps the maker’s cup words only where they say more than the cup’s place on the scale', () => {
    const cup = (cupWording: string | null, cupClass: real.CupClass | null) => makerCupWords({ ...row('trumpet', 'Bach 7C').entry, cupWording, cup: cupClass });
    expect(cup('Medium', 'medium')).toBeNull();
    expect(cup('Very shallow cup', 'very shallow')).toBeNull();
    expect(cup('Medium bowl shaped cup', 'medium')).toBe('Medium bowl shaped cup');
    expect(cup('Depth 0.424 in. / 10.77 mm', null)).toBe('Depth 0.424 in. / 10.77 mm');
    expect(cup(null, 'medium')).toBeNull();
  });

  it('counts each maker’s rim figures across families, and those from a numbering rule', () => {
    const { withRims, withoutRims } = rimCoverage(GUIDE_MAKERS);
    expect(withRims.find((c) => c.maker.id === 'bach')).toMatchObject({ sizes: 8, rims: 5, byRule: 0 });
    expect(withRims.find((c) => c.maker.id === 'schilke')).toMatchObject({ sizes: 2, rims: 2, byRule: 2 });
    // No rim at all, or no size at all.
    expect(withoutRims.map((maker) => maker.name)).toEqual(['Monette', 'Giddings']);
  });

  it('counts listings per maker, family and code', () => {
    const count = stockIndex(GUIDE_STOCK.models);
    expect(count(row('trumpet', 'Bach 7C'))).toBe(3);
    expect(count(row('trombone', 'Bach 7C'))).toBe(1);
    expect(count(row('trumpet', 'Bach 3C'))).toBe(0);
  });

  it('shows the makers with most rim figures first, up to the limit, in the table’s order', () => {
    const byMaker = rimRowsByMaker(familyRows(GUIDE_MAKERS, 'trumpet'));
    expect(defaultChartMakers(byMaker, 3)).toEqual(['bach', 'yamaha', 'schilke']);
    expect(defaultChartMakers(byMaker)).toEqual(['bach', 'yamaha', 'schilke', 'denis-wick', 'warburton', 'curry']);
  });

  it('finds the web addresses in a source', () => {
    expect(sourceParts('Catalogue p. 4, as quoted at https://example.test/a?b=1. And "https://example.test/c"')).toEqual([
      { text: 'Catalogue p. 4, as quoted at ' },
      { text: 'https://example.test/a?b=1', url: 'https://example.test/a?b=1' },
      { text: '. And "' },
      { text: 'https://example.test/c', url: 'https://example.test/c' },
      { text: '"' },
    ]);
    expect(sourceParts('Test catalogue')).toEqual([{ text: 'Test catalogue' }]);
  });
});
