import { describe, expect, it } from 'vitest';
import { parseFilters } from '../page-params';
import { listingQueryInput } from '../query';
import { filterPhrases } from './phrases';
import { narrowingParams, queryRecord, readFilters, readingOf, readParam, searchText } from './read';
import type { FilterParam } from './spec';
import { FILTER_BAR_PARAMS, FILTER_PARAMS, LISTING_QUERY_MESSAGES } from './table';

/** Values a parameter may arrive with, good and bad: text (REST, a saved query) and numbers (a page URL reads `?near=3000` as one). */
const SAMPLES: unknown[] = [
  'Bach',
  '7C',
  'Good',
  'Mint',
  'VIC',
  '3000',
  '0800',
  '30',
  '50',
  '0',
  '-1',
  '5001',
  '12.5',
  '1,000',
  '.5',
  'abc',
  'true',
  'false',
  '10',
  '16.9',
  '16.95',
  '40',
  '40.1',
  'é'.repeat(101),
  'deep',
  'medium deep',
  'very shallow',
  'Deep',
  'deep cup',
  'bogus',
  3000,
  800,
  50,
  16.9,
  16.95,
  -1,
  true,
];

/** What the API accepts of one parameter alone (a distance bound is measured from a postcode it also needs). */
function apiAccepts(key: FilterParam, raw: unknown): boolean {
  const with_ = key === 'within_km' ? { near: '3000' } : {};
  return listingQueryInput.safeParse({ [key]: raw, ...with_ }).success;
}

describe('the filter parameters, declared once', () => {
  // `like` is read as text by both; which sizes exist is the API's question (the size table stays on the server).
  const barParams = FILTER_BAR_PARAMS.filter((key) => key !== 'like');

  it.each(barParams)('%s: a page URL keeps exactly the values the API accepts (one parser, the same bounds)', (key) => {
    for (const raw of SAMPLES) {
      const kept = parseFilters({ [key]: raw })[key] !== undefined;
      expect(kept, `${key}=${JSON.stringify(raw)}`).toBe(apiAccepts(key, raw));
    }
  });

  it('leaves out of a page URL what breaks a relation the API refuses (a rim range the wrong way round)', () => {
    expect(apiAccepts('rim_max', '16.9') && listingQueryInput.safeParse({ rim_min: '17.1', rim_max: '16.9' }).success).toBe(false);
    expect(parseFilters({ rim_min: 17.1, rim_max: 16.9 })).toEqual({ rim_min: 17.1 });
  });

  it('writes a search as one text, which reads back as the same search', () => {
    const reading = readFilters(
      queryRecord('within_km=50&brand=Yamaha&brand=Bach&near=3000&rim_max=17.1&cup=medium+deep&rim_min=16.9&q=gold&open_to_swap=true&like=Bach+7C&cup=deep'),
    );
    const text = searchText(reading);
    expect(text).toBe(
      'brand=Bach&brand=Yamaha&cup=deep&cup=medium+deep&like=Bach+7C&near=3000&open_to_swap=true&q=gold&rim_max=17.1&rim_min=16.9&within_km=50',
    );
    expect(searchText(readFilters(queryRecord(text)))).toBe(text);
    expect(readFilters(queryRecord(text))).toEqual({ ...reading, brand: ['Bach', 'Yamaha'], cup: ['deep', 'medium deep'] });
  });

  it('reads a cup as exactly one of the scale’s words, and refuses any other with the words it takes', () => {
    const refused: string[] = [];
    expect(readParam('cup', ['deep', 'Deep', 'bogus', 'medium deep', 'deep'], (message) => refused.push(message))).toEqual(['deep', 'medium deep']);
    expect(refused).toEqual([LISTING_QUERY_MESSAGES.cup, LISTING_QUERY_MESSAGES.cup]);
    expect(LISTING_QUERY_MESSAGES.cup).toBe('cup must be one of: very deep, deep, medium deep, medium, medium shallow, shallow, very shallow.');
    // A page URL leaves out what the API refuses, and keeps the rest.
    expect(parseFilters({ cup: ['bogus', 'shallow'] })).toEqual({ cup: 'shallow' });
  });

  it('says whether a search narrows anything: a postcode alone does not, a text without a word does not', () => {
    expect(narrowingParams(readingOf({ near: '3000' }))).toEqual([]);
    expect(narrowingParams(readingOf({ q: '!!!' }))).toEqual([]);
    expect(narrowingParams(readingOf({ near: '3000', within_km: 50, rim_max: 17 }))).toEqual(['within_km', 'rim_max']);
  });

  it('has words for every parameter that narrows, in the order a buyer says them', () => {
    const reading = readFilters(
      queryRecord(
        'open_to_loan=false&price_max=300&price_min=100&within_km=50&near=3000&location_state=VIC&condition=Good&q=gold&cup=medium&rim_min=16.9&rim_max=17.1&like=Bach+7C&model=3C&brand=Bach&instrument_type=Trumpet&instrument_type=Cornet&open_to_swap=true',
      ),
    );
    expect(filterPhrases(reading)).toEqual([
      'Trumpet or Cornet',
      'Bach 3C',
      'like Bach 7C',
      'rim 16.9–17.1 mm',
      'medium cup',
      '“gold”',
      'Good condition',
      'in VIC',
      'within 50 km of 3000',
      '$100–$300',
      'open to swap',
      'not open to loan',
    ]);
    expect(filterPhrases(readingOf({ rim_min: 16 }))).toEqual(['rim from 16.0 mm']);
    // A postcode alone narrows nothing, and says nothing.
    expect(filterPhrases(readingOf({ rim_max: 17.5, near: '2000' }))).toEqual(['rim up to 17.5 mm']);
    // Cup words deepest first, as the scale reads, whatever order they came in.
    expect(filterPhrases(readFilters(queryRecord('cup=medium+deep&cup=deep')))).toEqual(['deep or medium deep cup']);
    expect(FILTER_PARAMS.every((key) => filterPhrases(readFilters(queryRecord(`${key}=1`))).length <= 1)).toBe(true);
  });
});
