import { describe, expect, it } from 'vitest';
import { countFilters, FILTER_KEYS, listQueryInput, parseBrowseSearch, parseHomeSearch, withoutLike } from './listingSearch';

describe('listing search params', () => {
  it('keeps what the API accepts, drops defaults and what it refuses', () => {
    expect(
      parseHomeSearch({
        brand: ' Bach ',
        model: 4, // the router reads `?model=4` as a number
        location_state: 'VIC',
        // Exact matches the API takes whatever they say (and a negative bound, which matches nothing).
        condition: 'Mint',
        price_min: '50',
        price_max: -1,
        within_km: 6000,
        rim_min: '16.95',
        near: '30',
        q: '',
        sort: 'newest',
        view: 'grid',
        page: 1,
        utm: 'x',
      }),
    ).toEqual({ brand: 'Bach', model: '4', location_state: 'VIC', condition: 'Mint', price_min: 50, price_max: -1 });
    expect(parseHomeSearch({ sort: 'price_desc', view: 'list', page: '3' })).toEqual({ sort: 'price_desc', view: 'list', page: 3 });
  });

  it('has no page on /listings', () => {
    expect(parseBrowseSearch({ page: 3, brand: 'Yamaha' })).toEqual({ brand: 'Yamaha' });
  });

  it('counts filters, not sort, view or page', () => {
    expect(countFilters(parseHomeSearch({ q: 'wick', price_max: 0, sort: 'price_asc', view: 'list', page: 2 }))).toBe(2);
  });

  it('builds the list input: filters, sort, page and the page size; not the view', () => {
    expect(listQueryInput({ brand: 'Bach', view: 'list', sort: 'price_asc', page: 2 }, 2)).toEqual({ brand: 'Bach', sort: 'price_asc', page: 2, limit: 24 });
  });

  it('keeps the similar-size reference (`like`) as text, after model in the filter order', () => {
    expect(parseHomeSearch({ like: ' Bach 7C ', brand: 'Yamaha' })).toEqual({ like: 'Bach 7C', brand: 'Yamaha' });
    // `?like=7` reads as a number; an empty one is no filter.
    expect(parseBrowseSearch({ like: 7 })).toEqual({ like: '7' });
    expect(parseBrowseSearch({ like: '  ' })).toEqual({});
    expect(FILTER_KEYS).toContain('like');
  });

  it('counts `like` as a filter, passes it to listings.list, and clears it alone', () => {
    const search = parseHomeSearch({ like: 'Bach 7C', instrument_type: 'Trumpet', sort: 'price_asc', page: '2' });
    expect(countFilters(search)).toBe(2);
    expect(listQueryInput(search, 2)).toEqual({ instrument_type: 'Trumpet', like: 'Bach 7C', sort: 'price_asc', page: 2, limit: 24 });
    expect(withoutLike({ like: 'Bach 7C', brand: 'Yamaha' })).toEqual({ brand: 'Yamaha' });
  });
});
