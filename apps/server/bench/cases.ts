import { itemAt, type Defined } from '@mpx/shared';
import { CATALOGUE } from '../src/cli/demo/catalogue';

export interface BenchCase {
  name: string;
  /** A path for each request; varied per request where the case says so. */
  path: () => string;
  headers?: Record<string, string>;
  /** Load beside the measured requests (a writer), started before the case and stopped after it. */
  during?: (url: string) => () => Promise<void>;
  /** A bystander's path, asked by one more client meanwhile: how long others wait while the case floods. */
  bystander?: string;
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

/** Reference mouthpieces players compare with: the demo catalogue's sizes that have a published rim. */
const REFERENCES = [
  'Bach 7C',
  'Bach 3C',
  'Bach 1 1/2C',
  'Bach 5C',
  'Bach 10 1/2C',
  'Bach 3E',
  'Bach 5B',
  'Yamaha 16C4',
  'Curry 3C',
  'Bach 5G',
  'Bach 6 1/2AL',
  'Denis Wick 4AL',
  'Denis Wick SM3M',
];
const STATE_SETS = [['VIC'], ['NSW', 'ACT'], ['QLD'], ['WA', 'SA', 'NT'], ['TAS']];

let visits = 0;

/** `visibleIds`: listings whose detail page exists (every status but deleted). */
export function benchCases(visibleIds: number[], memberToken: string): BenchCase[] {
  const member = { authorization: `Bearer ${memberToken}` };
  return [
    { name: 'GET /healthz, bystander on /api/listings', path: () => '/healthz', bystander: '/api/listings' },
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
    { name: `like: similar sizes, ${REFERENCES.length} references`, path: () => `/api/listings?like=${encodeURIComponent(pick(REFERENCES))}` },
    {
      name: 'cold: like + distinct price_max per request',
      path: () => `/api/listings?like=${encodeURIComponent(pick(REFERENCES))}&price_max=${(100 + Math.random() * 900).toFixed(2)}`,
    },
    {
      name: 'cold: states + condition + distinct price_min per request',
      path: () =>
        `/api/listings?${pick(STATE_SETS)
          .map((s) => `location_state=${s}`)
          .join('&')}&condition=Good&condition=Very%20Good&price_min=${(Math.random() * 200).toFixed(2)}`,
    },
    {
      name: `GET /api/listings/{id} (random of ${visibleIds.length} ids), bystander on /api/listings`,
      path: () => `/api/listings/${pick(visibleIds)}`,
      bystander: '/api/listings',
    },
    // The pages themselves, drawn on the server and kept by what they depend on (ADR 022).
    { name: 'GET / (the page, guest, br)', path: () => '/', headers: { 'accept-encoding': 'br' } },
    { name: 'GET / (the page, member, br)', path: () => '/', headers: { 'accept-encoding': 'br', cookie: `session=${memberToken}` } },
    {
      // A crawler: every page a listing's never drawn before (a new query string each time), so
      // every request is drawn or, when the drawing threads are behind, shed.
      name: `GET /listings/{id} (the page, never drawn before, random of ${visibleIds.length} ids, br), bystander on /api/listings`,
      path: () => `/listings/${pick(visibleIds)}?visit=${++visits}`,
      headers: { 'accept-encoding': 'br' },
      bystander: '/api/listings',
    },
  ];
}

/** Name fragments an admin types into the users table's search box. */
const USER_SEARCHES = ['smith', 'jo', 'mel', 'example.com', 'brass', 'lee', 'anna', 'tr', 'zz-none', 'o'];

const trpcQuery = (path: string, input: unknown) => `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

/**
 * A write every `everyMs` while a case runs: an admin toggling a member's email verification
 * (a real admin write, with its audit entry), so reads that keep answers until the data changes
 * are measured recomputing them.
 */
function adminWriter(adminToken: string, memberId: number, everyMs: number) {
  return (url: string) => {
    let verified = false;
    let running = true;
    let writes = Promise.resolve();
    const timer = setInterval(() => {
      if (!running) return;
      verified = !verified;
      writes = writes.then(async () => {
        await fetch(`${url}/api/admin/users/${memberId}/verify-email`, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email_verified: verified }),
        });
      });
    }, everyMs);
    return async () => {
      running = false;
      clearInterval(timer);
      await writes;
    };
  };
}

/** The admin pages (api §7.2–§9.1 and the app's paged users table), as the demo login, which the bench makes an admin. */
export function adminCases(adminToken: string, memberId: number): BenchCase[] {
  const admin = { authorization: `Bearer ${adminToken}` };
  return [
    { name: 'GET /api/admin/analytics/summary', path: () => '/api/admin/analytics/summary', headers: admin },
    {
      name: 'GET /api/admin/analytics/summary, an admin write every 50 ms',
      path: () => '/api/admin/analytics/summary',
      headers: admin,
      during: adminWriter(adminToken, memberId, 50),
    },
    { name: 'tRPC admin.usersPage (first page of 50)', path: () => trpcQuery('admin.usersPage', {}), headers: admin },
    {
      name: 'tRPC admin.usersPage (first page), an admin write every 50 ms',
      path: () => trpcQuery('admin.usersPage', {}),
      headers: admin,
      during: adminWriter(adminToken, memberId, 50),
    },
    {
      name: `tRPC admin.usersPage, search (${USER_SEARCHES.length} terms)`,
      path: () => trpcQuery('admin.usersPage', { q: pick(USER_SEARCHES) }),
      headers: admin,
    },
    { name: 'GET /api/admin/users (every user)', path: () => '/api/admin/users', headers: admin },
    {
      name: 'GET /api/admin/users (every user), an admin write every 50 ms',
      path: () => '/api/admin/users',
      headers: admin,
      during: adminWriter(adminToken, memberId, 50),
    },
    { name: 'GET /api/moderation/flags', path: () => '/api/moderation/flags', headers: admin },
  ];
}
