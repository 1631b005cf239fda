import { createCaller, type Context, type Deps } from '@mpx/api';
import { itemAt, type Defined } from '@mpx/shared';
import { measureCosts, type Cost } from './stats';

const REFERENCES = ['Bach 7C', 'Bach 3C', 'Yamaha 16C4', 'Curry 3C', 'Bach 6.5AL', 'Bach 5G', 'Denis Wick 4AL'];
const SEARCHES = ['post', 'bach 3c', 'gold', 'heritage', 'wick', 'trombone'];
const BRANDS = ['Bach', 'Yamaha', 'Denis Wick', 'Schilke'];
/** Geelong, Melbourne, Sydney, Brisbane, Perth: where a buyer measures distances from. */
const NEAR = ['3220', '3000', '2000', '4000', '6000'];

/**
 * What a browse costs when nothing about it is cached: in this process, through the procedure
 * (input parsing and output check included, no HTTP), each call with a price bound never used
 * before. In the cases "after a write", a listing is edited before each call, so the catalog
 * applies one change and the page cache starts empty.
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
  /** The sellers with the most active listings: their pages are the catalog's answers with a seller slot. */
  const sellers = deps.db.$client
    .prepare<[], number>("SELECT user_id FROM listings WHERE status = 'active' GROUP BY user_id ORDER BY count(*) DESC LIMIT 20")
    .pluck()
    .all();
  const price = (i: number) => (10 + i * 0.37).toFixed(2);
  const before = () => void touch.run();
  return measureCosts(
    [
      { name: 'page 1, after a write', run: () => caller.listings.list({}), before },
      { name: 'page 1, cached', run: () => caller.listings.list({}) },
      { name: 'like Bach 5C, cached', run: () => caller.listings.list({ like: 'Bach 5C' }) },
      { name: 'brand + new price_min', run: (i) => caller.listings.list({ brand: pick(BRANDS, i), price_min: price(i) }) },
      {
        name: 'states + conditions + new price_min',
        run: (i) => caller.listings.list({ location_state: ['VIC', 'NSW'], condition: ['Good', 'Very Good'], price_min: price(i) }),
      },
      { name: 'q + new price_max', run: (i) => caller.listings.list({ q: pick(SEARCHES, i), price_max: String(50 + i) }) },
      { name: 'like + new price_max', run: (i) => caller.listings.list({ like: pick(REFERENCES, i), price_max: String(50 + i) }) },
      { name: 'like + new price_max, after a write', run: (i) => caller.listings.list({ like: pick(REFERENCES, i), price_max: String(50 + i) }), before },
      {
        name: 'near + within 100 km + new price_max',
        run: (i) => caller.listings.list({ near: pick(NEAR, i), within_km: '100', price_max: String(50 + i) }),
      },
      {
        name: 'near + within 250 km, nearest first + new price_max',
        run: (i) => caller.listings.list({ near: pick(NEAR, i), within_km: '250', sort: 'distance', price_max: String(50 + i) }),
      },
      { name: 'rim 16.9–17.1 mm + new price_max', run: (i) => caller.listings.list({ rim_min: '16.9', rim_max: '17.1', price_max: String(50 + i) }) },
      { name: "a seller's page + new price_max", run: (i) => caller.listings.list({ user_id: String(pick(sellers, i)), price_max: String(50 + i) }) },
    ],
    rounds,
  );
}
