import { alertMatchingSearches, createCaller, listingFacts, matchingSearches, type Context, type Deps } from '@mpx/api';
import { users } from '@mpx/db';
import { createRandom, INSTRUMENT_TYPES, present, type Random } from '@mpx/shared';
import { resolveReference, sizeTable } from '@mpx/shared/sizes';
import { eq } from 'drizzle-orm';
import { CATALOGUE, CONDITION_WEIGHTS, STATES } from '../src/cli/demo/catalogue';
import { decodedColumns, drawListing, drawnColumns } from '../src/cli/demo/draw';
import { internalContext } from '../src/cli/demo/stage';
import { percentile } from '@mpx/testing';

export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

export interface SearchAlertCosts {
  searches: number;
  /** Wanted posts (ADR 025): saved searches of kind `wanted`, matched by the same lookup. */
  wanted: number;
  members: number;
  listings: number;
  /** Matching alone: the indexed lookup of candidate searches and the test of each. */
  matchMs: Percentiles;
  /** The listing's activation: the matching, then the alerts and notifications stored. */
  alertMs: Percentiles;
  /** Members alerted per listing. */
  alerted: Percentiles;
  setupMs: number;
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN };
}

const WORDS = [
  'bach 3c',
  'gold',
  'heritage',
  'lead',
  'warm',
  'megatone',
  'denis wick 4',
  'schilke 14',
  'plating',
  'student',
  'swap',
  'monette',
  'deep cup',
  'artisan',
  'never played',
];
const MODELS = ['3C', '7C', 'Megatone', 'Heritage', 'Classic', '14A4a', 'Artisan', 'Lead', '5G', 'Ultra'];
const STATE_NAMES = STATES.map(([state]) => state);

interface Reference {
  label: string;
  instrument: string;
  rimUm: number;
}

/** The catalogue's sizes the table resolves with a rim: what members compare with ("like Bach 7C"), and for which instrument. */
function references(): Reference[] {
  const found = new Map<string, Reference>();
  for (const entry of CATALOGUE) {
    for (const size of entry.sizes) {
      if (size === null) continue;
      const read = resolveReference(sizeTable, `${entry.brand} ${size}`, [entry.instrument]);
      if (read.ok)
        found.set(`${entry.instrument}|${read.reference.label}`, { label: read.reference.label, instrument: entry.instrument, rimUm: read.reference.rimUm });
    }
  }
  return [...found.values()];
}

/** Postcodes wanters measure from: capital cities', each in the postcode table. */
const WANTED_NEAR = ['3000', '2000', '4000', '5000', '6000', '7000', '2600', '3220'];

/**
 * A wanted post as members write them: an instrument and a size to be like (mostly) or a rim
 * range around one, often a price cap, sometimes a distance from their city.
 */
function randomWanted(random: Random, refs: Reference[]) {
  const ref = random.pick(refs);
  const mm = (um: number) => Math.round(um / 100) / 10;
  const size = random.chance(0.7) ? { like: ref.label } : { rim_min: mm(ref.rimUm - 200), rim_max: mm(ref.rimUm + 200) };
  return {
    instrument_type: ref.instrument,
    ...size,
    ...(random.chance(0.5) ? { price_max: random.pick([100, 150, 200, 300]) } : {}),
    ...(random.chance(0.4) ? { near: random.pick(WANTED_NEAR), within_km: random.pick([25, 50, 100, 250]) } : {}),
  };
}

/**
 * A saved search as members make them: what they are hunting for. Mostly a brand (usually with
 * the instrument) or a size to compare with, often under a price; search texts and models; a few
 * broad ones (an instrument in a condition, a state, a bargain price).
 */
function randomQuery(random: Random, refs: Reference[]): string {
  const p = new URLSearchParams();
  const entry = random.pick(CATALOGUE);
  const cap = (chance: number) => {
    if (random.chance(chance)) p.append('price_max', String(random.pick([80, 100, 120, 150, 200, 250, 300, 500])));
  };
  const kind = random.weighted<string>([
    ['brand', 30],
    ['like', 30],
    ['text', 14],
    ['model', 10],
    ['type', 8],
    ['state', 5],
    ['price', 3],
  ]);
  switch (kind) {
    case 'brand':
      p.append('brand', entry.brand);
      if (random.chance(0.15)) p.append('brand', random.pick(CATALOGUE).brand);
      if (random.chance(0.8)) p.append('instrument_type', entry.instrument);
      cap(0.5);
      break;
    case 'like':
      p.append('like', random.pick(refs).label);
      if (random.chance(0.2)) p.append('location_state', random.pick(STATE_NAMES));
      cap(0.4);
      break;
    case 'text':
      p.append('q', random.pick(WORDS));
      if (random.chance(0.5)) p.append('instrument_type', entry.instrument);
      break;
    case 'model':
      p.append('model', random.pick(MODELS));
      if (random.chance(0.6)) p.append('brand', entry.brand);
      cap(0.3);
      break;
    case 'type':
      p.append('instrument_type', random.pick(INSTRUMENT_TYPES));
      p.append('condition', random.pick(CONDITION_WEIGHTS)[0]);
      cap(1);
      break;
    case 'state':
      p.append('location_state', random.pick(STATE_NAMES));
      p.append('instrument_type', entry.instrument);
      cap(1);
      break;
    default:
      p.append('price_max', String(random.pick([30, 40, 50])));
      p.append('open_to_swap', 'true');
  }
  return p.toString();
}

function memberContext(deps: Deps, userId: number): Context {
  return internalContext(deps, present(deps.db.select().from(users).where(eq(users.id, userId)).get(), `member ${userId}`), 'bench');
}

class Rollback extends Error {}

/**
 * What matching one new listing against every saved search costs, in this process: the matching
 * alone (`matchingSearches`), and `alertMatchingSearches` as the listing write runs it. Adds `members` verified members with
 * `searches` saved searches and `wanted` wanted posts between them (through `searches.create`
 * and `wanted.create`, so compiled and filed as in production), then for each of `listings` new listings drawn like the demo catalogue's: inserts
 * it, times both, and rolls the write back, so the database is left with the searches
 * only and every round meets the same state.
 */
export async function searchAlertCosts(
  deps: Deps,
  { searches = 10_000, wanted = 10_000, members = 2_000, listings = 300, seed = 7 } = {},
): Promise<SearchAlertCosts> {
  const started = performance.now();
  const random = createRandom(seed);
  const client = deps.db.$client;
  const now = deps.now();
  const insertMember = client.prepare(
    `INSERT INTO users (email, password_hash, name, location_state, location_postcode, email_notifications, email_verified, status, join_date)
     VALUES (?, 'bench', ?, ?, '3000', 1, 1, 'active', ?)`,
  );
  const memberIds: number[] = [];
  // eslint-disable-next-line no-restricted-syntax -- bench setup: thousands of members in one go, outside any request
  client.transaction(() => {
    for (let i = 0; i < members; i++) {
      const state = random.weighted(STATES.map(([s, weight]) => [s, weight] as const));
      memberIds.push(Number(insertMember.run(`searcher${now.toString(36)}${i}@example.com`, `Searcher ${i}`, state, now).lastInsertRowid));
    }
  })();
  const refs = references();
  const callers = memberIds.map((id) => createCaller(memberContext(deps, id)));
  for (let i = 0; i < searches; i++) {
    const caller = present(callers[i % callers.length], 'a member');
    await caller.searches.create({ name: `Search ${i}`, query: randomQuery(random, refs) });
  }
  for (let i = 0; i < wanted; i++) {
    await present(callers[i % callers.length], 'a member').wanted.create(randomWanted(random, refs));
  }
  client.exec('ANALYZE');
  const setupMs = performance.now() - started;

  const sellerIds = client.prepare<[], number>("SELECT id FROM users WHERE status = 'active' ORDER BY random() LIMIT 500").pluck().all();
  const insertListing = client.prepare(
    `INSERT INTO listings (user_id, instrument_type, brand, model, size, condition, price_cents, description, open_to_swap, open_to_loan,
       status, created_at, updated_at, size_maker, size_code, size_family, size_rim_um, size_cup)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const scope = { afterCommit() {}, sendMail() {} };
  const matching: number[] = [];
  const alerting: number[] = [];
  const alerted: number[] = [];
  // As many rounds again untimed first: a server that has run a while holds the parsed filters
  // of the searches its listings meet, and parsing one the first time (~5 µs) is not matching.
  const warmUp = listings;
  for (let round = 0; round < listings + warmUp; round++) {
    const drawn = drawListing(random);
    try {
      // eslint-disable-next-line no-restricted-syntax -- the listing write, rolled back after timing its matching
      client.transaction(() => {
        const { lastInsertRowid } = insertListing.run(random.pick(sellerIds), ...drawnColumns(drawn), now, now, ...decodedColumns(drawn));
        const id = Number(lastInsertRowid);
        const listing = present(listingFacts(deps.db, id), 'the listing just inserted');
        const t0 = performance.now();
        matchingSearches(deps, listing);
        const t1 = performance.now();
        const members = alertMatchingSearches(deps, scope, id);
        const t2 = performance.now();
        if (round >= warmUp) {
          matching.push(t1 - t0);
          alerting.push(t2 - t1);
          alerted.push(members.length);
        }
        throw new Rollback();
      })();
    } catch (err) {
      if (!(err instanceof Rollback)) throw err;
    }
  }
  return {
    searches,
    wanted,
    members,
    listings,
    matchMs: percentiles(matching),
    alertMs: percentiles(alerting),
    alerted: percentiles(alerted),
    setupMs,
  };
}
