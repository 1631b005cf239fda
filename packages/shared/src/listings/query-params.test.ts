import { describe, expect, it } from 'vitest';
import { CONDITIONS, SORTS, STATES } from '../constants';
import { CUP_CLASSES } from '../sizes/types';
import { listingQueryFields, listingQueryInput } from './query';
import { listingQueryParams } from './query-params';

type Name = keyof typeof listingQueryParams.shape;

/** The documented browse parameters (OpenAPI) and the parser that reads them must agree. */
describe('listingQueryParams (api §4.1, as documented)', () => {
  it('names the parser’s parameters, in the same order', () => {
    expect(Object.keys(listingQueryParams.shape)).toEqual(Object.keys(listingQueryFields.shape));
  });

  // Values the document allows, as a query string carries them, and what the parser makes of them.
  it.each<[Name, unknown, unknown]>([
    ['instrument_type', 'Trumpet', ['Trumpet']],
    ['brand', ['Bach', 'Yamaha'], ['Bach', 'Yamaha']],
    ['model', '3C', ['3C']],
    ...CONDITIONS.map((c): [Name, unknown, unknown] => ['condition', c, [c]]),
    ...STATES.map((s): [Name, unknown, unknown] => ['location_state', s, [s]]),
    ['q', 'é'.repeat(100), 'é'.repeat(100)],
    ['price_min', '12.5', 12.5],
    ['price_max', '0', 0],
    ['open_to_swap', 'true', true],
    ['open_to_loan', 'false', false],
    ...SORTS.map((s): [Name, unknown, unknown] => ['sort', s, s]),
    ['user_id', 'me', 'me'],
    ['user_id', '12', 12],
    ['page', '3', 3],
    ['limit', '50', 50],
    ['near', '3000', '3000'],
    ['within_km', '50', 50],
    ['rim_min', '16.9', 16.9],
    ['rim_max', '17', 17],
    ...CUP_CLASSES.map((c): [Name, unknown, unknown] => ['cup', c, [c]]),
    ['cup', ['deep', 'medium deep'], ['deep', 'medium deep']],
  ])('%s=%o is accepted as %o', (name, raw, parsed) => {
    // A distance bound or order is measured from `near` (api §20.1).
    const from = name === 'within_km' || raw === 'distance' ? { near: '3000' } : {};
    const result = listingQueryInput.safeParse({ [name]: raw, ...from });
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.[name]).toEqual(parsed);
  });

  it('documents the defaults the parser falls back to', () => {
    const parsed = listingQueryInput.parse({});
    expect({ sort: parsed.sort, page: parsed.page, limit: parsed.limit }).toEqual({ sort: 'newest', page: 1, limit: 24 });
    for (const name of ['sort', 'page', 'limit'] as const) {
      expect(listingQueryParams.shape[name].unwrap().parse(undefined)).toBe(parsed[name]);
    }
  });

  it.each<[Name, string]>([
    ['q', 'é'.repeat(101)],
    ['price_min', 'ten'],
    ['price_max', '1,000'],
    ['open_to_swap', 'yes'],
    ['open_to_loan', 'TRUE'],
    ['sort', 'cheapest'],
    ['within_km', '5001'],
    ['rim_min', '9.9'],
    ['rim_max', '40.5'],
    ['cup', 'bogus'],
  ])('%s=%o, outside the documented type, is refused by both', (name, raw) => {
    expect(listingQueryInput.safeParse({ [name]: raw }).success).toBe(false);
    expect(listingQueryParams.shape[name].safeParse(raw).success).toBe(false);
  });
});
