import { createCaller, type Context, type Deps } from '@mpx/api';
import { itemAt, type Defined } from '@mpx/shared';
import type { Cost } from './admin-costs';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const REFERENCES = ['Bach 7C', 'Bach 3C', 'Schilke 14A4a', 'Bach 6.5AL', 'Bach 5G', 'Denis Wick 4AL', 'Bach 24AW'];
const SEARCHES = ['post', 'bach 3c', 'gold', 'heritage', 'wick', 'trombone'];
const BRANDS = ['Bach', 'Yamaha', 'Denis Wick', 'Schilke'];

/**
 * What a browse costs when nothing about it is cached: in this process, through the procedure
 * (input parsing and output check included, no HTTP), each call with a price bound never used
 * before. With `afterWrite`, a listing is edited before each call, so the catalog applies one
 * change and the page cache starts empty. Single-threaded and synchronous: wall time is CPU time.
 */
export async function browseComputeCosts(deps: Deps, rounds = 300): Promise<Cost[]> {
  const ctx: Context = {
    deps,
    req: { transport: 'internal', ip: '127.0.0.1', origin: undefined, isWrite: false, rateCharged: true, credential: null, viewer: null },
    res: { setSessionCookie() {}, clearSessionCookie() {} },
  };
  const caller = createCaller(ctx);
  const touch = deps.db.$client.prepare("UPDATE listings SET updated_at = updated_at + 1 WHERE id = (SELECT max(id) FROM listings WHERE status = 'active')");
  const pick = <T extends Defined>(list: readonly T[], i: number): T => itemAt(list, i % list.length);
  const price = (i: number) => (10 + i * 0.37).toFixed(2);
  const cases: [string, (i: number) => Promise<unknown>, { afterWrite: boolean }][] = [
    ['page 1, after a write', () => caller.listings.list({}), { afterWrite: true }],
    ['page 1, cached', () => caller.listings.list({}), { afterWrite: false }],
    ['like Bach 7C, cached', () => caller.listings.list({ like: 'Bach 7C' }), { afterWrite: false }],
    ['brand + new price_min', (i) => caller.listings.list({ brand: pick(BRANDS, i), price_min: price(i) }), { afterWrite: false }],
    [
      'states + conditions + new price_min',
      (i) => caller.listings.list({ location_state: ['VIC', 'NSW'], condition: ['Good', 'Very Good'], price_min: price(i) }),
      { afterWrite: false },
    ],
    ['q + new price_max', (i) => caller.listings.list({ q: pick(SEARCHES, i), price_max: String(50 + i) }), { afterWrite: false }],
    ['like + new price_max', (i) => caller.listings.list({ like: pick(REFERENCES, i), price_max: String(50 + i) }), { afterWrite: false }],
    ['like + new price_max, after a write', (i) => caller.listings.list({ like: pick(REFERENCES, i), price_max: String(50 + i) }), { afterWrite: true }],
  ];
  const costs: Cost[] = [];
  for (const [name, run, { afterWrite }] of cases) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      if (afterWrite) touch.run();
      const started = performance.now();
      await run(i);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    costs.push({ name, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return costs;
}
