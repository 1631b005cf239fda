import { itemAt, type Defined } from '@mpx/shared';
import { CATALOGUE } from '../src/cli/demo/catalogue';

export interface BenchCase {
  name: string;
  /** A path for each request; varied per request where the case says so. */
  path: () => string;
  headers?: Record<string, string>;
}

const pick = <T extends Defined>(items: readonly T[]): T => itemAt(items, Math.floor(Math.random() * items.length));
const BRANDS = [...new Set(CATALOGUE.map((e) => e.brand))];
/** Round price caps people pick, and a finer grid whose pages outgrow the page cache. */
const ROUND_CAPS = [100, 150, 200, 300, 400, 500, 750, 1000];
const FINE_CAPS = Array.from({ length: 46 }, (_, i) => 50 + i * 10);
const SEARCHES = [
  'bach 3c',
  'wick',
  'denis 4',
  'warm',
  'lead',
  'schilke 14',
  'monette',
  'yamaha',
  'tuba',
  'heritage',
  'trombone',
  'plating',
  'post',
  'swap',
  'gold',
  'classic',
  'deep',
  'horn',
  'student',
  'rim',
];

/** `visibleIds`: listings whose detail page exists (every status but deleted). */
export function benchCases(visibleIds: number[], memberToken: string): BenchCase[] {
  const member = { authorization: `Bearer ${memberToken}` };
  return [
    { name: 'GET /healthz', path: () => '/healthz' },
    { name: 'GET /api/listings (page 1, guest)', path: () => '/api/listings' },
    { name: 'GET /api/listings (page 1, member)', path: () => '/api/listings', headers: member },
    {
      name: `brand + price_max, ${BRANDS.length * ROUND_CAPS.length} combinations`,
      path: () => `/api/listings?brand=${encodeURIComponent(pick(BRANDS))}&price_max=${pick(ROUND_CAPS)}`,
    },
    {
      name: `brand + price_max, ${BRANDS.length * FINE_CAPS.length} combinations`,
      path: () => `/api/listings?brand=${encodeURIComponent(pick(BRANDS))}&price_max=${pick(FINE_CAPS)}`,
    },
    {
      name: 'cold: brand + distinct price_min per request',
      // A new price bound every time: neither the page nor the facet scan is ever cached.
      path: () => `/api/listings?brand=${encodeURIComponent(pick(BRANDS))}&price_min=${(Math.random() * 400).toFixed(2)}`,
    },
    { name: `q search, ${SEARCHES.length} terms`, path: () => `/api/listings?q=${encodeURIComponent(pick(SEARCHES))}` },
    {
      name: 'cold: q + distinct price_max per request',
      path: () => `/api/listings?q=${encodeURIComponent(pick(SEARCHES))}&price_max=${(100 + Math.random() * 900).toFixed(2)}`,
    },
    { name: `GET /api/listings/{id} (random of ${visibleIds.length} ids)`, path: () => `/api/listings/${pick(visibleIds)}` },
  ];
}
