import { describe, expect, it } from 'vitest';
import { parseBrowseSearch } from './listings/page-params';
import { parseUrlSearch, stringifyUrlSearch } from './url-search';

describe('page URLs’ search params', () => {
  it('write a postcode as the API spells it, and read it back, quoted or not', () => {
    expect(stringifyUrlSearch({ near: '3000', within_km: 100 })).toBe('?near=3000&within_km=100');
    expect(parseBrowseSearch(parseUrlSearch('?near=3000&within_km=100'))).toEqual({ near: '3000', within_km: 100 });
    // Older links, written by the router's default serializer.
    expect(parseUrlSearch('?near=%223000%22')).toEqual({ near: '3000' });
    expect(parseBrowseSearch(parseUrlSearch('?near=%223000%22'))).toEqual({ near: '3000' });
    // A leading zero is no number's spelling: plain text both ways.
    expect(stringifyUrlSearch({ near: '0800' })).toBe('?near=0800');
    expect(parseUrlSearch('?near=0800')).toEqual({ near: '0800' });
  });

  it('keep numbers numbers, and every text its text', () => {
    expect(parseUrlSearch(stringifyUrlSearch({ price_min: 50, price_max: 120.5, page: 2 }))).toEqual({ price_min: 50, price_max: 120.5, page: 2 });
    for (const text of ['Bach 7C', 'true', 'null', '1e3', '1.50', '-0', ' 5', '"quoted"', '[1,2]', '{"a":1}', '[not json', '12345678901234567890', '', 'a&b=c'])
      expect(parseUrlSearch(stringifyUrlSearch({ q: text })), text).toEqual({ q: text });
    // Text spelling a number reads as that number, which the page parsers take back as the text.
    expect(parseUrlSearch(stringifyUrlSearch({ model: '4' }))).toEqual({ model: 4 });
    expect(parseBrowseSearch(parseUrlSearch(stringifyUrlSearch({ model: '4', q: '-2.5' })))).toEqual({ model: '4', q: '-2.5' });
  });

  it('read repeated keys as arrays, and nothing as nothing', () => {
    expect(parseUrlSearch('brand=Bach&brand=7&brand=%22x%22')).toEqual({ brand: ['Bach', 7, '"x"'] });
    expect(parseUrlSearch('')).toEqual({});
    expect(stringifyUrlSearch({})).toBe('');
    expect(stringifyUrlSearch({ near: undefined, view: 'list' })).toBe('?view=list');
    expect(Object.getPrototypeOf(parseUrlSearch('__proto__=%7B%7D'))).toBe(Object.prototype);
  });
});
