import { listingQueryInput } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { compileFilter } from './compile';
import { facetTest } from './match';
import { filterClauses, ownWhere } from './sql';
import { ftsMatch } from './text';

const query = (q: Record<string, unknown>) => compileFilter(listingQueryInput.parse(q));

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

describe('filterClauses', () => {
  it('binds one placeholder per value of an exact-match filter', () => {
    const two = filterClauses(query({ brand: ['Bach', 'Yamaha'], condition: 'Good' }), { facets: true });
    expect(two.sql).toContain('l.brand IN (?, ?)');
    expect(two.params).toEqual(['Bach', 'Yamaha', 'Good']);
  });

  it('leaves out model, brand and instrument type for the facet scan', () => {
    const where = filterClauses(query({ brand: 'Bach', model: 'c', instrument_type: 'Tuba', condition: 'Good' }), { facets: false });
    expect(where.sql).not.toMatch(/brand|model|instrument_type/);
    expect(where.sql).toContain('l.condition');
  });

  it('converts price bounds to inclusive cents without float noise', () => {
    const where = filterClauses(query({ price_min: '10.1', price_max: '20.005' }), { facets: true });
    expect(where.params).toEqual([1010, 2000]);
  });

  it('converts rim bounds in mm to µm, and is always true without a filter', () => {
    const where = filterClauses(query({ rim_min: '16.9', rim_max: '17.1' }), { facets: true });
    expect(where).toEqual({ sql: 'l.size_rim_um >= ? AND l.size_rim_um <= ?', params: [16_900, 17_100] });
    expect(filterClauses(query({}), { facets: true })).toEqual({ sql: '1', params: [] });
  });

  it("scopes a member's own listings to every status but deleted, before the filters", () => {
    expect(ownWhere(query({ brand: 'Bach' }), 7, { facets: true })).toEqual({
      sql: "l.user_id = ? AND l.status <> 'deleted' AND l.brand IN (?)",
      params: [7, 'Bach'],
    });
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

describe('the compiled filter (the page cache key)', () => {
  it('is the same for queries that select alike', () => {
    expect(query({ q: 'gold  plated' })).toEqual(query({ q: ' gold plated' }));
    expect(query({ price_min: '10.1' })).toEqual(query({ price_min: '10.10' }));
    expect(query({ rim_max: '17' })).toEqual(query({ rim_max: '17.0' }));
    expect(query({ q: '!!!' })).toEqual(query({}));
  });

  it('ignores value order and duplicates', () => {
    expect(JSON.stringify(query({ brand: ['Yamaha', 'Bach'] }))).toBe(JSON.stringify(query({ brand: ['Bach', 'Yamaha', 'Bach'] })));
  });
});
