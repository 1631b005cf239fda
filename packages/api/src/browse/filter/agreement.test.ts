import { applyMigrations, decodedSizeColumns, listings, openDatabase, users, type Db } from '@mpx/db';
import { CONDITIONS, createRandom, FILTER_PARAMS, listingQueryInput, SORTS, STATES, type Random, type SearchFilters } from '@mpx/shared';
import { CUP_CLASSES } from '@mpx/shared/sizes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogAnswer, sqlAnswer } from '../testing/browse-readers';
import { randomListing, type ListingPools } from '../testing/random-listing';
import { insertMember } from '../../testing/members';
import { Catalog } from '../catalog/catalog';
import { compileFilter, type CompiledFilter } from './compile';
import { listingFacts, listingText } from './facts';
import { filterMatches } from './match';
import { FILTER_NAMES, FILTERS, type FilterName } from './rows';
import { filterClauses } from './sql';

/**
 * The three readers of a compiled filter — SQL (`filterClauses`, which a member's own listings
 * use and whose semantics the contract tests pin down), the in-memory catalog (every browse of
 * active listings: public pages, a seller's page, similar sizes) and the saved-search matcher —
 * must select exactly the same listings, and the catalog must answer the pages, counts and
 * groups SQL does with the contract's orders written out (testing/browse-readers.ts), through
 * every kind of write, for every seller and for one. The queries come from the filter table:
 * each row has a sampler below, typed over the table's names, so a new filter does not compile
 * here until it is sampled, and is then compared by all three readers.
 */

const TYPES = ['Trumpet', 'Cornet', 'Flugelhorn', 'Tenor Trombone', 'Bass Trombone', 'Tuba'];
const BRANDS = ['Bach', 'Yamaha', 'Schilke', 'Denis Wick', 'Dénis Wick', 'bach', 'Über Brass', 'K&G'];
const MODELS = ['7C', '3C', 'Megatone 3C', '11C4-7C', '14A4a', 'Classic 4AL', 'ÜNTERWELT 5', '1½C', 'Mega%_5', 'ΆΛΦΑ 3', 'SM5', 'Heritage'];
const SIZES = ['7C', '3C', '1 1/2C', '11C4', '14A4a', '4AL', '6.5AL', '5G', '12C'];
const WORDS = [
  'gold-plated',
  'Gold',
  'silver',
  'post',
  'postage',
  'Ångström',
  'ÉCLAT',
  'éclat',
  'Über',
  'uber',
  'ﬁne',
  'Кириллица',
  'straße',
  '🎺',
  'lead',
  'bach',
  '3c',
];
const Q_TERMS = [
  'bach',
  'b',
  'Bach 3C',
  '3c',
  'megatone 3',
  'gold plat',
  'DÉNIS',
  'über',
  'uber',
  'ångström',
  'éclat',
  'й',
  'ﬁ',
  'straß',
  'post',
  '!!! bach',
  'listing 1',
  'zzz',
];
const MODEL_NEEDLES = ['3c', 'MEGA', 'ü', 'Ü', 'k-', '%', '_', '11c4', '½', 'ά', 'sm', 'c'];
const LIKES = ['Bach 7C', 'Bach 3C', 'Yamaha 11C4', 'Denis Wick 4AL', 'Bach 1.5C', 'Bach 12C', 'Bach 6.5AL'];
const PRICES = [0, 0.01, 10.1, 50, 99.999, 120.5, 300, 1000];
/** Sellers' postcodes: near and far, several at one point (0800, 0801), one without a point (3989), one unknown (0001). */
const POSTCODES = ['3000', '3128', '3220', '3350', '2000', '2600', '0800', '0801', '7000', '6000', '3989', '0001'];
const NEAR = ['3000', '3220', '2000', '0800', '6000'];
const WITHIN_KM = [1, 10, 50, 100, 700, 5000];
/** Rim bounds in mm: the table's extremes, and at and between the pools' decoded rims (Bach 12C 15.2, 7C 16.2, 3C 16.3, Yamaha 11C4 16.46; trombones 24.5–26). */
const RIMS_MM = [10, 15.2, 16.2, 16.3, 16.4, 16.5, 17, 24.5, 25, 26, 40];

/** Values a browse can pick from, across the kinds of data each filter reads. */
const some = <T extends string>(rng: Random, list: readonly T[]): T[] => {
  const picked = list.filter(() => rng.chance(0.3));
  return picked.length > 0 ? picked : [rng.pick(list)];
};

const SAMPLERS: { [K in FilterName]: (rng: Random) => Partial<SearchFilters> } = {
  type: (rng) => ({ instrument_type: some(rng, TYPES) }),
  brand: (rng) => ({ brand: some(rng, BRANDS) }),
  condition: (rng) => ({ condition: some(rng, CONDITIONS) }),
  state: (rng) => ({ location_state: some(rng, STATES) }),
  model: (rng) => ({ model: some(rng, MODEL_NEEDLES).slice(0, 2) }),
  text: (rng) => ({ q: rng.chance(0.5) ? rng.pick(Q_TERMS) : `${rng.pick(Q_TERMS)} ${rng.pick(Q_TERMS)}` }),
  price: (rng) => ({ price_min: rng.chance(0.6) ? rng.pick(PRICES) : null, price_max: rng.chance(0.6) ? rng.pick(PRICES) * 3 : null }),
  swap: (rng) => ({ open_to_swap: rng.chance(0.5) }),
  loan: (rng) => ({ open_to_loan: rng.chance(0.5) }),
  like: (rng) => {
    const reference = rng.pick(REFERENCES);
    return { like: reference.label, reference };
  },
  distance: (rng) => ({ near: rng.pick(NEAR), within_km: rng.chance(0.7) ? rng.pick(WITHIN_KM) : null }),
  rim: (rng) => {
    const [lo, hi] = [rng.pick(RIMS_MM), rng.pick(RIMS_MM)].sort((a, b) => a - b);
    return { rim_min: rng.chance(0.8) ? (lo ?? null) : null, rim_max: rng.chance(0.8) ? (hi ?? null) : null };
  },
  // The pools' sizes decode to cups from deep (Bach 5G) to shallow (Schilke 14A4a), or to none (K&G, no size).
  cup: (rng) => ({ cup: some(rng, CUP_CLASSES) }),
};

/** The references the size table resolves (those with a published rim). */
const REFERENCES = LIKES.flatMap((like) => {
  const parsed = listingQueryInput.safeParse({ like });
  return parsed.success && parsed.data.reference ? [parsed.data.reference] : [];
});

const NO_FILTERS: SearchFilters = listingQueryInput.parse({});

/** Zero to four filters of the table, each sampled by its own sampler. */
function randomFilters(rng: Random): SearchFilters {
  let filters = NO_FILTERS;
  for (let n = rng.int(0, 4); n > 0; n--) filters = { ...filters, ...SAMPLERS[rng.pick(FILTER_NAMES)](rng) };
  return filters;
}

/** Few distinct prices and times, so the id tie-breaks are exercised. */
const POOLS: ListingPools = {
  types: TYPES,
  brands: BRANDS,
  models: MODELS,
  sizes: SIZES,
  words: WORDS,
  maxWords: 6,
  prices: [1, 1010, 1011, 5000, 9999, 10000, 12050, 30000, 100000],
  statuses: ['active', 'active', 'active', 'paused', 'sold', 'deleted'],
  createdAt: (rng) => 1_700_000_000_000 + rng.int(0, 40) * 1000,
};

const listingValues = (rng: Random, userId: number, i: number) => randomListing(rng, POOLS, userId, i);

describe('the filter table', () => {
  it('is sampled with references the size table resolves', () => {
    expect(REFERENCES.length).toBeGreaterThanOrEqual(4);
  });

  it('reads every filter parameter in exactly one row', () => {
    const read = FILTER_NAMES.flatMap((name) => FILTERS[name].params);
    expect([...read].sort()).toEqual([...FILTER_PARAMS].sort());
  });
});

describe('SQL, the catalog and the saved-search matcher agree', () => {
  let db: Db;
  let sellers: number[];
  const rng = createRandom(20261126);

  beforeAll(() => {
    db = openDatabase(':memory:');
    applyMigrations(db);
    sellers = POSTCODES.map((postcode, i) => {
      const { id } = insertMember(db, `s${i}@example.com`, STATES[i % STATES.length]);
      db.update(users).set({ locationPostcode: postcode }).where(eq(users.id, id)).run();
      return id;
    });
    db.transaction(() => {
      for (let i = 0; i < 400; i++)
        db.insert(listings)
          .values(listingValues(rng, rng.pick(sellers), i))
          .run();
    });
  });

  /** Every kind of write the catalog must learn about. */
  function someWrites(round: number) {
    for (let i = 0; i < 12; i++) {
      const ids = db.$client.prepare<[], number>('SELECT id FROM listings').pluck().all();
      const id = rng.pick(ids);
      switch (rng.int(0, 5)) {
        case 0:
          db.insert(listings)
            .values(listingValues(rng, rng.pick(sellers), 1000 * round + i))
            .run();
          break;
        case 1:
          db.update(listings)
            .set({ priceCents: rng.int(1, 12) * 1000, createdAt: 1_700_000_000_000 + rng.int(0, 40) * 1000 })
            .where(eq(listings.id, id))
            .run();
          break;
        case 2:
          db.update(listings)
            .set({ status: rng.pick(['active', 'paused', 'sold', 'deleted'] as const) })
            .where(eq(listings.id, id))
            .run();
          break;
        case 3: {
          const { brand, model, size, instrumentType } = listingValues(rng, 0, 0);
          db.update(listings)
            .set({ brand, model, size, ...decodedSizeColumns({ brand, model, size, instrumentType }), description: `${rng.pick(WORDS)} edited` })
            .where(eq(listings.id, id))
            .run();
          break;
        }
        case 4:
          db.delete(listings).where(eq(listings.id, id)).run();
          break;
        default:
          db.update(users)
            .set(rng.chance(0.5) ? { locationState: rng.pick(STATES) } : { locationPostcode: rng.pick(POSTCODES) })
            .where(eq(users.id, rng.pick(sellers)))
            .run();
      }
    }
  }

  /** Every listing as the matcher reads it, read again after each round of writes. */
  function everyListing() {
    const ids = db.$client.prepare<[], number>('SELECT id FROM listings ORDER BY id').pluck().all();
    return ids.flatMap((id) => {
      const listing = listingFacts(db, id);
      return listing ? [{ listing, reads: { db, text: listingText(listing) } }] : [];
    });
  }

  /** The matcher over every listing, with the filter as saved searches store it (through JSON). */
  function matcherIds(filter: CompiledFilter, all: ReturnType<typeof everyListing>): number[] {
    const stored: CompiledFilter = JSON.parse(JSON.stringify(filter));
    return all.filter(({ listing, reads }) => filterMatches(stored, listing, reads)).map(({ listing }) => listing.id);
  }

  function sqlIds(filter: CompiledFilter): number[] {
    const where = filterClauses(filter, { facets: true });
    return db.$client
      .prepare<unknown[], number>(`SELECT l.id FROM listings l WHERE l.status = 'active' AND ${where.sql} ORDER BY l.id`)
      .pluck()
      .all(...where.params);
  }

  it('on 600 random browses across 20 rounds of writes, with every filter used', () => {
    const catalog = new Catalog();
    const used = new Set<FilterName>();
    let matched = 0;
    for (let round = 0; round < 20; round++) {
      const all = everyListing();
      for (let i = 0; i < 30; i++) {
        const filters = randomFilters(rng);
        const filter = compileFilter(filters);
        for (const name of FILTER_NAMES) if (filter[name] !== null) used.add(name);
        // Nearest first needs a point to measure from (the parser refuses it without `near`).
        const sort = rng.pick(SORTS.filter((s) => s !== 'distance' || filter.distance !== null));
        const page = { sort, limit: rng.pick([5, 24]), offset: rng.pick([0, 5, 24]) };
        // A seller's page, the sizes similar to a seller's listing, or every seller.
        const scope = rng.pick([null, null, { seller: rng.pick(sellers) }, { except: rng.pick(sellers) }]);
        const label = `${JSON.stringify(filters)} ${JSON.stringify(scope)}`;
        expect(catalogAnswer(db, catalog, filter, page, scope), label).toEqual(sqlAnswer(db, filter, page, scope));
        const selected = sqlIds(filter);
        expect(matcherIds(filter, all), label).toEqual(selected);
        matched += selected.length;
      }
      someWrites(round);
    }
    expect([...used].sort()).toEqual([...FILTER_NAMES].sort());
    // The data exercises what it claims to: plenty of matches to compare.
    expect(matched).toBeGreaterThan(5000);
  });
});
