import { parseUrlSearch } from '@mpx/shared';
import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

describe('the router reads page URLs with the shared parser (url-search.ts)', () => {
  it('as its default parser did, so links written before keep their meaning', () => {
    const urls = [
      '?near=3000',
      '?near=%223000%22',
      '?near=0800&within_km=100',
      '?brand=Bach&brand=Yamaha&brand=7',
      '?q=Bach+7C&price_min=50&price_max=120.5&page=2',
      '?q=true&model=null&like=%5B1%2C2%5D&x=%7B%22a%22%3A1%7D',
      '?q=1e3&r=-0&s=%205&t=&u=%5Bnot',
      '?tab=users&token=12345678901234567890',
      '',
    ];
    for (const url of urls) expect(parseUrlSearch(url), url).toEqual({ ...defaultParseSearch(url) });
  });
});
