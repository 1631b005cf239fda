import { describe, expect, it } from 'vitest';
import { present } from '../checks';
import { toIssues } from '../validation';
import { listingQueryInput } from './query';

const parse = (query: Record<string, unknown>) => listingQueryInput.parse(query);
const issues = (query: Record<string, unknown>) => toIssues(present(listingQueryInput.safeParse(query).error, 'a validation error'));

describe('listingQueryInput (api §4.1)', () => {
  it('has defaults for everything', () => {
    expect(parse({})).toEqual({
      instrument_type: [],
      brand: [],
      condition: [],
      location_state: [],
      model: [],
      q: null,
      price_min: null,
      price_max: null,
      open_to_swap: null,
      open_to_loan: null,
      sort: 'newest',
      user_id: null,
      page: 1,
      limit: 24,
      like: null,
      near: null,
      within_km: null,
      rim_min: null,
      rim_max: null,
      cup: [],
      reference: null,
    });
  });

  it('turns repeated keys into "any of", dropping blanks and duplicates', () => {
    expect(parse({ brand: ['Bach', '', ' Yamaha ', 'Bach'], condition: 'Good', location_state: ['', '  '] })).toMatchObject({
      brand: ['Bach', 'Yamaha'],
      condition: ['Good'],
      location_state: [],
    });
  });

  it('lets the last value of a repeated single-valued key win, ignoring empty values', () => {
    expect(
      parse({ sort: ['price_desc', 'price_asc'], page: ['2', '5'], q: ['first', 'second'], open_to_swap: ['true', 'false'], price_max: ['1', ''] }),
    ).toMatchObject({
      sort: 'price_asc',
      page: 5,
      q: 'second',
      open_to_swap: false,
      price_max: 1,
    });
    expect(parse({ sort: '', q: '   ', price_min: '' })).toMatchObject({ sort: 'newest', q: null, price_min: null });
  });

  it('reads a control character in any parameter as a space (ADR 013)', () => {
    expect(parse({ q: 'bach\u00007C\u0000', brand: ['Vincent\u001fBach', '\u0000'], near: '3000\u007f', sort: '\u0085price_asc' })).toMatchObject({
      q: 'bach 7C',
      brand: ['Vincent Bach'],
      near: '3000',
      sort: 'price_asc',
    });
    expect(issues({ near: '30\u000000' })).toEqual([{ path: 'near', message: 'near must be a 4-digit postcode.' }]);
  });

  it.each([
    [{ page: '0' }, 1, 24],
    [{ page: '-2' }, 1, 24],
    [{ page: '2.5' }, 1, 24],
    [{ page: 'abc' }, 1, 24],
    [{ page: 3 }, 3, 24],
    [{ limit: '1000' }, 1, 100],
    [{ limit: '0' }, 1, 24],
    [{ limit: 'ten' }, 1, 24],
    [{ limit: '7' }, 1, 7],
  ])('page and limit %o → %d, %d', (query, page, limit) => {
    expect(parse(query)).toMatchObject({ page, limit });
  });

  it.each([
    ['me', 'me'],
    ['12', 12],
    [12, 12],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['ME', null],
  ])('user_id %o → %o', (value, expected) => {
    expect(parse({ user_id: value }).user_id).toBe(expected);
  });

  it('accepts decimal prices and booleans from typed callers', () => {
    expect(parse({ price_min: '10.5', price_max: 99, open_to_loan: true })).toMatchObject({ price_min: 10.5, price_max: 99, open_to_loan: true });
    expect(parse({ price_min: ' .5 ' }).price_min).toBe(0.5);
  });

  it('reports the six errors with the parameter as the path, in table order', () => {
    expect(issues({ sort: 'cheapest', open_to_loan: 'yes', open_to_swap: 'TRUE', price_max: '1,000', price_min: '0x10', q: 'é'.repeat(101) })).toEqual([
      { path: 'q', message: 'Search text must be 100 characters or less.' },
      { path: 'price_min', message: 'price_min must be a number.' },
      { path: 'price_max', message: 'price_max must be a number.' },
      { path: 'open_to_swap', message: 'open_to_swap must be true or false.' },
      { path: 'open_to_loan', message: 'open_to_loan must be true or false.' },
      { path: 'sort', message: 'Invalid sort. Must be one of: newest, price_asc, price_desc, distance' },
    ]);
  });

  it('counts search text in characters after trimming', () => {
    expect(listingQueryInput.safeParse({ q: ` ${'🎺'.repeat(100)} ` }).success).toBe(true);
    expect(listingQueryInput.safeParse({ q: '🎺'.repeat(101) }).success).toBe(false);
  });
});

describe('listingQueryInput: `like`, the similar-size reference', () => {
  const parse = (raw: Record<string, unknown>) => listingQueryInput.safeParse(raw);

  it('resolves a maker and size, or a Bach size alone, to the table’s entry, and names it by its label', () => {
    expect(parse({ like: 'Bach 5C' }).data).toMatchObject({ like: 'Bach 5C', reference: { label: 'Bach 5C', makerId: 'bach', family: 'trumpet' } });
    expect(parse({ like: ' my 1½C ' }).data?.reference).toMatchObject({ makerId: 'bach', family: 'trumpet' });
    expect(parse({ like: 'yamaha 11 c4' }).data).toMatchObject({ like: 'Yamaha 11C4', reference: { label: 'Yamaha 11C4' } });
  });

  it('reads "like Bach 5C" typed as the search text, and leaves other text alone', () => {
    expect(parse({ q: 'like Bach 5C' }).data).toMatchObject({ q: null, like: 'Bach 5C', reference: { label: 'Bach 5C' } });
    expect(parse({ q: 'like new' }).data).toMatchObject({ q: 'like new', like: null, reference: null });
    expect(parse({ q: 'like 99Z' }).data).toMatchObject({ q: 'like 99Z', like: null, reference: null });
  });

  it('refuses a size nobody makes, one without a rim figure, and a reference over 100 characters', () => {
    expect(parse({ like: 'Bach 99Z' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['like'], message: 'No mouthpiece size we know matches "Bach 99Z". Try a maker and size, such as "Bach 7C".' }),
    ]);
    expect(parse({ like: 'Schilke 51', instrument_type: 'Tenor Trombone' }).error?.issues[0]?.message).toBe(
      'Schilke 51 has no published rim size to compare with.',
    );
    expect(parse({ like: '7'.repeat(101) }).error?.issues[0]?.message).toBe('Size reference must be 100 characters or less.');
  });
});

describe('listingQueryInput: `rim_min` and `rim_max`, a rim range in mm', () => {
  it('reads mm with one decimal at most, from 10.0 to 40.0, as text or typed', () => {
    expect(parse({ rim_min: '16.9', rim_max: '17.1' })).toMatchObject({ rim_min: 16.9, rim_max: 17.1 });
    expect(parse({ rim_min: 10, rim_max: '40.0' })).toMatchObject({ rim_min: 10, rim_max: 40 });
    expect(parse({ rim_max: ['30', ' 17 '] })).toMatchObject({ rim_min: null, rim_max: 17 });
    expect(parse({ rim_min: '17', rim_max: '17' })).toMatchObject({ rim_min: 17, rim_max: 17 });
  });

  it.each([
    [{ rim_min: 'abc' }, 'rim_min', 'rim_min must be a number of mm from 10.0 to 40.0, with one decimal at most.'],
    [{ rim_min: '9.9' }, 'rim_min', 'rim_min must be a number of mm from 10.0 to 40.0, with one decimal at most.'],
    [{ rim_max: '40.1' }, 'rim_max', 'rim_max must be a number of mm from 10.0 to 40.0, with one decimal at most.'],
    [{ rim_max: '16.95' }, 'rim_max', 'rim_max must be a number of mm from 10.0 to 40.0, with one decimal at most.'],
    [{ rim_min: 16.95 }, 'rim_min', 'rim_min must be a number of mm from 10.0 to 40.0, with one decimal at most.'],
    [{ rim_min: '1e1' }, 'rim_min', 'rim_min must be a number of mm from 10.0 to 40.0, with one decimal at most.'],
    [{ rim_min: '17.1', rim_max: '16.9' }, 'rim_max', 'rim_max must not be less than rim_min.'],
  ])('refuses %o with a 400 on %s', (query, path, message) => {
    expect(issues(query)).toEqual([{ path, message }]);
  });
});

describe('listingQueryInput: `cup`, the cup depth on the size table’s scale', () => {
  const CUP_TEXT = 'cup must be one of: very deep, deep, medium deep, medium, medium shallow, shallow, very shallow.';

  it('reads the scale’s words, repeated for "any of", blanks and duplicates dropped', () => {
    expect(parse({ cup: 'deep' })).toMatchObject({ cup: ['deep'] });
    expect(parse({ cup: ['medium deep', ' deep ', '', 'deep'] })).toMatchObject({ cup: ['medium deep', 'deep'] });
  });

  it.each([[{ cup: 'bogus' }], [{ cup: 'Deep' }], [{ cup: ['deep', 'deeper'] }], [{ cup: '1' }]])('refuses %o with a 400 naming the words', (query) => {
    expect(issues(query)).toEqual([{ path: 'cup', message: CUP_TEXT }]);
  });
});
