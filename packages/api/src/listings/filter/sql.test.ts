import { listingQueryInput } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { compileFilter } from './compile';
import { facetTest } from './match';
import { filterKey, whereClause } from './sql';
import { ftsMatch } from './text';

const query = (q: Record<string, unknown>) => compileFilter(listingQueryInput.parse(q));
const publicScope = { kind: 'public', sellerId: null } as const;

describe('ftsMatch', () => {
  it('makes every term a quoted prefix, all required', () => {
    expect(ftsMatch('wick 4')).toBe('"wick"* AND "4"*');
    expect(ftsMatch('  Denis\tWick ')).toBe('"Denis"* AND "Wick"*');
  });

  it('treats FTS syntax as text and drops terms that cannot start a word', () => {
    expect(ftsMatch('say "hi" OR NEAR(')).toBe('"say"* AND """hi"""* AND "OR"* AND "NEAR("*');
    expect(ftsMatch('- * ')).toBeNull();
  });
});

describe('whereClause', () => {
  it('binds one placeholder per value of an exact-match filter', () => {
    const two = whereClause(query({ brand: ['Bach', 'Yamaha'], condition: 'Good' }), publicScope, { facets: true });
    expect(two.sql).toContain('l.brand IN (?, ?)');
    expect(two.params).toEqual(['Bach', 'Yamaha', 'Good']);
  });

  it('leaves out model, brand and instrument type for the facet scan', () => {
    const where = whereClause(query({ brand: 'Bach', model: 'c', instrument_type: 'Tuba', condition: 'Good' }), publicScope, { facets: false });
    expect(where.sql).not.toMatch(/brand|model|instrument_type/);
    expect(where.sql).toContain('l.condition');
  });

  it('converts price bounds to inclusive cents without float noise', () => {
    const where = whereClause(query({ price_min: '10.1', price_max: '20.005' }), publicScope, { facets: true });
    expect(where.params).toEqual([1010, 2000]);
  });
});

describe('facetTest', () => {
  const values = (model: string, brand: string, instrumentType: string) => ({ model, brand, instrumentType });

  it('matches exact brands and types and model substrings, folding case like SQLite', () => {
    const matches = facetTest(query({ brand: ['Bach', 'Yamaha'], model: 'c' }));
    expect(matches(values('7C', 'Bach', 'Trumpet'))).toBe(true);
    expect(matches(values('1.5c', 'Yamaha', 'Trumpet'))).toBe(true);
    expect(matches(values('14A4a', 'Bach', 'Trumpet'))).toBe(false);
    expect(matches(values('7C', 'bach', 'Trumpet'))).toBe(false);
    // SQLite's lower() leaves non-ASCII letters alone, so an ASCII filter never matches through them.
    expect(facetTest(query({ model: 'k' }))(values('\u212A', 'B', 'T'))).toBe(false);
    expect(facetTest(query({ model: 'ü' }))(values('Über', 'B', 'T'))).toBe(true);
  });
});

describe('filterKey', () => {
  it('is the same for queries that select alike', () => {
    const key = (q: Record<string, unknown>) => filterKey(query(q), publicScope, { facets: true });
    expect(key({ q: 'gold  plated' })).toBe(key({ q: ' gold plated' }));
    expect(key({ price_min: '10.1' })).toBe(key({ price_min: '10.10' }));
    expect(key({ q: '!!!' })).toBe(key({}));
  });

  it('ignores value order and duplicates', () => {
    expect(filterKey(query({ brand: ['Yamaha', 'Bach'] }), publicScope, { facets: true })).toBe(
      filterKey(query({ brand: ['Bach', 'Yamaha', 'Bach'] }), publicScope, { facets: true }),
    );
  });
});
