import { describe, expect, it } from 'vitest';
import type { ListingFilters } from '../../entities/listing/listingSearch';
import { defaultSearchName, filtersOfQuery, hasFilters, queryOfFilters, sameSearch, summarizeFilters, summarizeQuery } from './searchQuery';

const TRUMPET_LIKE_7C: ListingFilters = { instrument_type: 'Trumpet', like: 'Bach 7C', price_max: 300 };

describe('saved search queries', () => {
  it('writes the filters as a query string, keys in order, empty ones left out', () => {
    expect(queryOfFilters(TRUMPET_LIKE_7C)).toBe('instrument_type=Trumpet&like=Bach+7C&price_max=300');
    expect(queryOfFilters({ q: 'gold plated', brand: 'Denis Wick', price_min: 0 })).toBe('brand=Denis+Wick&price_min=0&q=gold+plated');
    expect(queryOfFilters({})).toBe('');
  });

  it('knows whether anything is set', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: 'bright' })).toBe(true);
    expect(hasFilters({ price_min: 0 })).toBe(true);
  });

  it('reads a saved query back as the browse page’s filters', () => {
    expect(filtersOfQuery('brand=Bach&price_max=300&sort=price_asc&location_state=VIC')).toEqual({ brand: 'Bach', price_max: 300, location_state: 'VIC' });
    expect(filtersOfQuery('brand=Bach&brand=Yamaha')).toEqual({ brand: 'Bach' });
  });

  it('summarises filters the way a buyer says them', () => {
    expect(summarizeFilters(TRUMPET_LIKE_7C)).toBe('Trumpet · like Bach 7C · under $300');
    expect(summarizeFilters({ brand: 'Bach', model: '3C', condition: 'Like New', location_state: 'NSW', price_min: 100, price_max: 250.5 })).toBe(
      'Bach 3C · Like New condition · in NSW · $100–$250.50',
    );
    expect(summarizeFilters({ q: 'gold', price_min: 50 })).toBe('“gold” · over $50');
    expect(summarizeFilters({ model: '7C' })).toBe('7C');
  });

  it('summarises a saved query, repeated keys meaning "any of"', () => {
    expect(summarizeQuery('instrument_type=Trumpet&like=Bach+7C&price_max=300')).toBe('Trumpet · like Bach 7C · under $300');
    expect(summarizeQuery('brand=Bach&brand=Yamaha&model=7C')).toBe('Bach or Yamaha · 7C');
    expect(summarizeQuery('open_to_loan=true&open_to_swap=false&brand=Monette')).toBe('Monette · not open to swap · open to loan');
    expect(summarizeQuery('size_family=trumpet')).toBe('size family trumpet');
  });

  // Issue 28: these read "near 3000 · within km 50", the parameters' own names.
  it('says a distance as a person reads it, in the summary and the default name', () => {
    expect(summarizeQuery('near=3000&within_km=50')).toBe('within 50 km of 3000');
    expect(summarizeFilters({ instrument_type: 'Trumpet', near: '3000', within_km: 50, price_max: 300 })).toBe('Trumpet · within 50 km of 3000 · under $300');
    expect(defaultSearchName({ brand: 'Bach', near: '3000', within_km: 50 }, 60)).toBe('Bach · within 50 km of 3000');
  });

  // Issue 28: "Save search" was offered for a postcode alone, which the server refuses.
  it('does not count a postcode alone as a filter, as the server does not', () => {
    expect(hasFilters({ near: '3000' })).toBe(false);
    expect(hasFilters({ near: '3000', within_km: 50 })).toBe(true);
  });

  it('starts the name with the summary, cut to the limit', () => {
    expect(defaultSearchName(TRUMPET_LIKE_7C, 60)).toBe('Trumpet · like Bach 7C · under $300');
    const long = defaultSearchName({ q: 'a'.repeat(80), brand: 'Bach' }, 60);
    expect([...long]).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
    expect(long.startsWith('Bach · “aaa')).toBe(true);
  });

  it('tells a saved query that is the search on screen, whatever the case or order', () => {
    expect(sameSearch('instrument_type=trumpet&like=bach+7c&price_max=300', TRUMPET_LIKE_7C)).toBe(true);
    expect(sameSearch('price_max=300.00&like=Bach+7C&instrument_type=Trumpet', TRUMPET_LIKE_7C)).toBe(true);
    expect(sameSearch('instrument_type=Trumpet&like=Bach+7C', TRUMPET_LIKE_7C)).toBe(false);
    expect(sameSearch('instrument_type=Trumpet&like=Bach+7C&price_max=300&brand=Bach', TRUMPET_LIKE_7C)).toBe(false);
  });
});
