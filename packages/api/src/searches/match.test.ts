import { applyMigrations, listings, openDatabase, type Db } from '@mpx/db';
import { CONDITIONS, createRandom, INSTRUMENT_TYPES, searchQueryField, STATES, type Random, type SearchFilters } from '@mpx/shared';
import { CUP_CLASSES } from '@mpx/shared/sizes';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileFilter, type CompiledFilter } from '../browse/filter/compile';
import { listingFacts, listingText, type ListingFacts, type ListingText } from '../browse/filter/facts';
import { listingKeys, searchKeys } from '../browse/filter/keys';
import { filterMatches } from '../browse/filter/match';
import { filterClauses } from '../browse/filter/sql';
import { randomListing, type ListingPools } from '../browse/testing/random-listing';
import { insertMember } from '../testing/members';

/**
 * A matching search must always be filed under one of the listing's keys, or the indexed lookup
 * would miss it; and on a corpus of hard texts (FTS5's prefix terms with folded case and accents,
 * scripts the JavaScript fold leaves to FTS5) the matcher must say what SQL says. The general
 * agreement of the matcher, SQL and the catalog is browse/filter/agreement.test.ts.
 */

const TYPES = ['Trumpet', 'Cornet', 'Flugelhorn', 'Tenor Trombone', 'Bass Trombone', 'Tuba', 'French Horn'];
const BRANDS = ['Bach', 'Yamaha', 'Schilke', 'Denis Wick', 'Dénis Wick', 'bach', 'Monette', 'Über Brass', 'K&G'];
const MODELS = [
  '7C',
  '3C',
  'Megatone 3C',
  'TR-11C4',
  '11C4-7C',
  '14A4a',
  'Classic 4AL',
  'ÜNTERWELT 5',
  'K-Model',
  '1½C',
  'Heritage 1 1/2C',
  'Mega%_5',
  'ǅemal 2',
  'ΆΛΦΑ 3',
  'SM5',
];
const SIZES = ['7C', '3C', '1 1/2C', '11C4', '14A4a', '4AL', '6.5AL', '5G', '12C'];
const WORDS = [
  'gold-plated',
  'Gold',
  'plated',
  'silver',
  'post',
  'postage',
  'post-horn',
  'rim/cup',
  'Ångström',
  'naïve',
  'co-operate',
  'ÉCLAT',
  'éclat',
  'e\u0301clat',
  '2024',
  'v2',
  '"quoted"',
  "player's",
  'Über',
  'uber',
  'ﬁne',
  'fine',
  '½-price',
  'Ά',
  'ά',
  'Кириллица',
  'й',
  'x\u0305y',
  'ĳssel',
  'straße',
  'STRASSE',
  '🎺',
  'lead',
  'leadpipe',
  'bach',
  '3c',
];
const Q_TERMS = [
  'bach',
  'bac',
  'b',
  'Bach 3C',
  '3c',
  '7c/3c',
  'megatone 3',
  'mega 3c',
  'gold-plated',
  'gold plat',
  'plated gold',
  'DÉNIS',
  'denis wick',
  'wick den',
  'über',
  'uber',
  'ubér',
  'ångström',
  'angstrom',
  'naive',
  'co-op',
  'op',
  'Ά',
  'ά',
  'α',
  'й',
  'и',
  '½',
  '1',
  'ﬁ',
  'fi',
  'e\u0301',
  'x',
  'xy',
  '"quoted"',
  'a"b',
  'rim/cup',
  'cup',
  '2024',
  '202',
  'NOT',
  'OR bach',
  'near',
  'bach*',
  '-bach',
  '^bach',
  'post-horn',
  'horn',
  'ǆ',
  'dz',
  'ĳ',
  'ij',
  'straß',
  'strass',
  '🎺',
  'player',
  "player's",
  'lead pipe',
  'leadp',
  'v2',
  'classic 4al',
  '!!! bach',
  'k&g',
  'k g',
];
const MODEL_FILTERS = ['3c', '3C', 'MEGA', 'mega', 'ü', 'Ü', 'ünterwelt', 'k-', '%', '_', '11c4', 'c4-7', '½', 'ǆ', 'ά', 'sm'];
const LIKES = ['Bach 7C', 'Bach 3C', 'Yamaha 11C4', 'Schilke 14A4a', 'Denis Wick 4AL', '7C', 'Bach 1.5C', 'Bach 12C'];
const PRICES = ['0', '0.01', '10.10', '10.1', '50', '99.999', '120.5', '300', '1000', '100000'];
/** Rim bounds in mm, as a query writes them: at and around the decoded rims, and the extremes. */
const RIMS = ['10', '15.2', '16.2', '16.3', '16.46', '16.5', '17', '24.5', '25', '40'];

const POOLS: ListingPools = {
  types: TYPES,
  brands: BRANDS,
  models: MODELS,
  sizes: SIZES,
  words: WORDS,
  maxWords: 8,
  prices: [1, 1010, 1011, 5000, 9999, 10000, 12050, 30000, 30001, 100000, 10_000_000],
  statuses: ['active', 'active', 'active', 'active', 'paused', 'sold', 'loaned', 'deleted'],
  createdAt: (_rng, i) => 1_700_000_000_000 + i,
};

const listingValues = (rng: Random, userId: number, i: number) => randomListing(rng, POOLS, userId, i);

/** A saved query string of one to four filters, read the way `searches.create` reads it. */
function randomFilters(rng: Random): SearchFilters | null {
  const params = new URLSearchParams();
  const many = (key: string, list: readonly string[]) => {
    for (let n = rng.int(1, 3); n > 0; n--) params.append(key, rng.pick(list));
  };
  const kinds = [
    () => many('instrument_type', TYPES),
    () => many('brand', BRANDS),
    () => many('condition', CONDITIONS),
    () => many('location_state', STATES),
    () => many('model', MODEL_FILTERS),
    () => params.append('q', rng.pick(Q_TERMS)),
    () => params.append('q', `${rng.pick(Q_TERMS)} ${rng.pick(Q_TERMS)}`),
    () => params.append('price_min', rng.pick(PRICES)),
    () => params.append('price_max', rng.pick(PRICES)),
    () => params.append('open_to_swap', String(rng.chance(0.5))),
    () => params.append('open_to_loan', String(rng.chance(0.5))),
    () => params.append('like', rng.pick(LIKES)),
    () => params.append(rng.pick(['rim_min', 'rim_max']), rng.pick(RIMS)),
    () => {
      const [lo, hi] = [rng.pick(RIMS), rng.pick(RIMS)].sort((a, b) => Number(a) - Number(b));
      params.append('rim_min', lo ?? '');
      params.append('rim_max', hi ?? '');
    },
    () => params.append('q', `like ${rng.pick(LIKES)}`),
    () => many('cup', CUP_CLASSES),
  ];
  for (let n = rng.int(1, 4); n > 0; n--) rng.pick(kinds)();
  const parsed = searchQueryField.safeParse(params.toString());
  return parsed.success ? parsed.data : null;
}

describe('saved-search matching against SQL (`filterClauses`)', () => {
  let db: Db;
  let facts: { listing: ListingFacts; text: ListingText; keys: Set<string>; everyUnder: string[] }[];
  const rng = createRandom(20250719);

  beforeAll(() => {
    db = openDatabase(':memory:');
    applyMigrations(db);
    const sellers = STATES.map((state, i) => insertMember(db, `s${i}@example.com`, state).id);
    db.transaction(() => {
      for (let i = 0; i < 400; i++)
        db.insert(listings)
          .values(listingValues(rng, rng.pick(sellers), i))
          .run();
    });
    const ids = db.$client.prepare<[], number>('SELECT id FROM listings ORDER BY id').pluck().all();
    facts = ids.map((id) => {
      const listing = listingFacts(db, id);
      if (!listing) throw new Error(`listing ${id}`);
      const text = listingText(listing);
      const { keys, everyUnder } = listingKeys(listing, text);
      return { listing, text, keys: new Set(keys), everyUnder };
    });
  });

  it('agrees with SQL on every (search, listing) pair, and files every match where the listing looks', () => {
    const queries: SearchFilters[] = [];
    while (queries.length < 600) {
      const filters = randomFilters(rng);
      if (filters) queries.push(filters);
    }
    let pairs = 0;
    let matched = 0;
    let textPairsInJs = 0;
    const disagreements: string[] = [];
    const missed: string[] = [];
    for (const filters of queries) {
      const compiled = compileFilter(filters);
      const where = filterClauses(compiled, { facets: true });
      const expected = new Set(
        db.$client
          .prepare<unknown[], number>(`SELECT l.id FROM listings l WHERE l.status = 'active' AND ${where.sql}`)
          .pluck()
          .all(...where.params),
      );
      // As stored: through JSON and back.
      const filter: CompiledFilter = JSON.parse(JSON.stringify(compiled));
      const keys = searchKeys(filter);
      for (const { listing, text, keys: listingKeySet, everyUnder } of facts) {
        pairs++;
        const got = filterMatches(filter, listing, { db, text });
        if (filter.text?.terms && text.columns) textPairsInJs++;
        if (got !== expected.has(listing.id)) disagreements.push(`${JSON.stringify(filters)} × ${JSON.stringify(listing)}: matcher ${got}`);
        if (!got) continue;
        matched++;
        const found = keys.some((k) => listingKeySet.has(k) || everyUnder.some((prefix) => k.startsWith(prefix)));
        if (!found) missed.push(`${keys.join(',')} × listing ${listing.id}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(missed.slice(0, 5)).toEqual([]);
    // The corpus exercises what it claims to: plenty of matches, and search texts decided in JavaScript.
    expect(pairs).toBe(600 * 400);
    expect(matched).toBeGreaterThan(2000);
    expect(textPairsInJs).toBeGreaterThan(10_000);
  });

  it('keeps every instrument type of the app apart', () => {
    const filters = searchQueryField.parse(INSTRUMENT_TYPES.map((t) => `instrument_type=${encodeURIComponent(t)}`).join('&'));
    expect(searchKeys(compileFilter(filters))).toEqual(INSTRUMENT_TYPES.map((t) => `type:${t}`).sort());
  });
});
