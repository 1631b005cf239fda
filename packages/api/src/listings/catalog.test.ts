import { applyMigrations, listings, openDatabase, users, type Db } from '@mpx/db';
import { CONDITIONS, createRandom, itemAt, listingQueryInput, SORTS, STATES, type ListingQuery, type Random } from '@mpx/shared';
import type { SizeReference } from '@mpx/shared/sizes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../testing/members';
import { Catalog } from './catalog';
import { closestFirst, ordering, whereClause } from './filters';

/**
 * The in-memory catalog must answer exactly what SQL answers with `whereClause` (the semantics
 * the contract tests pin down) — ids in order, match count and per-group counts — through
 * every kind of write it learns about from `catalog_changes`.
 */

const BRANDS = ['Bach', 'Yamaha', 'Schilke', 'Denis Wick', 'Ütz'];
const MODELS = ['7C', '11C4', '14A4a', 'Classic 4', 'Megatone 3C', 'Über 5', 'Heritage'];
const TYPES = ['Trumpet', 'Cornet', 'Tenor Trombone', 'Tuba'];
const WORDS = ['gold', 'plated', 'silver', 'vintage', 'post', 'postage', 'ÉCLAT', 'mint'];
const FAMILIES = ['trumpet', 'trombone'];

function listingValues(rng: Random, userId: number, i: number) {
  const sized = rng.chance(0.6);
  return {
    userId,
    instrumentType: rng.pick(TYPES),
    brand: rng.pick(BRANDS),
    model: rng.pick(MODELS),
    size: rng.chance(0.5) ? rng.pick(['7C', '1 1/2C', '5']) : null,
    condition: rng.pick(CONDITIONS),
    // Few distinct prices and times, so the id tie-breaks are exercised.
    priceCents: rng.int(1, 12) * 1000,
    description: `${rng.pick(WORDS)} ${rng.pick(WORDS)} listing ${i}`,
    openToSwap: rng.chance(0.3),
    openToLoan: rng.chance(0.3),
    status: rng.pick(['active', 'active', 'active', 'paused', 'sold'] as const),
    createdAt: 1_700_000_000_000 + rng.int(0, 40) * 1000,
    updatedAt: 1_700_000_000_000,
    sizeFamily: sized ? rng.pick(FAMILIES) : null,
    sizeRimUm: sized ? 16_000 + rng.int(0, 8) * 100 : null,
    sizeCup: sized && rng.chance(0.8) ? rng.int(0, 6) : null,
  };
}

function randomQuery(rng: Random): ListingQuery {
  const some = <T>(list: readonly T[], p: number) => (rng.chance(p) ? list.filter(() => rng.chance(0.4)) : []);
  const query = listingQueryInput.parse({
    instrument_type: some(TYPES, 0.3),
    brand: some(BRANDS, 0.3),
    condition: some(CONDITIONS, 0.3),
    location_state: some(STATES, 0.3),
    model: rng.chance(0.2) ? [rng.pick(['c', 'C4', 'über', '%', 'classic'])] : [],
    q: rng.chance(0.3) ? rng.pick(['gold', 'pos', 'éclat plated', 'bach 7', 'listing 1', 'zzz']) : undefined,
    price_min: rng.chance(0.2) ? String((rng.int(0, 8) * 1000) / 100) : undefined,
    price_max: rng.chance(0.2) ? String((rng.int(3, 12) * 1000) / 100) : undefined,
    open_to_swap: rng.chance(0.2) ? String(rng.chance(0.5)) : undefined,
    open_to_loan: rng.chance(0.2) ? String(rng.chance(0.5)) : undefined,
    sort: rng.pick(SORTS),
    page: String(rng.int(1, 3)),
    limit: String(rng.pick([5, 24])),
  });
  const like: SizeReference | null = rng.chance(0.25)
    ? { makerId: 'x', code: 'x', label: 'x', family: rng.pick(FAMILIES), rimUm: 16_000 + rng.int(0, 8) * 100, cup: rng.chance(0.8) ? rng.int(0, 6) : null }
    : null;
  return { ...query, like };
}

/** What SQL says, through the same WHERE clauses and orders the seller pages use. */
function sqlAnswer(db: Db, query: ListingQuery) {
  const scope = { kind: 'public', sellerId: null } as const;
  const where = whereClause(query, scope, { facets: true });
  const order = query.like ? closestFirst(query.sort, query.like) : ordering(query.sort);
  const offset = (query.page - 1) * query.limit;
  const ids = db.$client
    .prepare(`SELECT l.id FROM listings l WHERE ${where.sql} ORDER BY ${order.orderBy} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...where.params, ...order.params, query.limit, offset);
  const total = db.$client
    .prepare(`SELECT count(*) FROM listings l WHERE ${where.sql}`)
    .pluck()
    .get(...where.params);
  const facetWhere = whereClause(query, scope, { facets: false });
  const groups = db.$client
    .prepare<unknown[], [string, number]>(
      `SELECT l.brand || '|' || l.model || '|' || l.instrument_type, count(*) FROM listings l WHERE ${facetWhere.sql} GROUP BY 1`,
    )
    .raw()
    .all(...facetWhere.params);
  return { ids, total, groups: Object.fromEntries(groups) };
}

function catalogAnswer(db: Db, catalog: Catalog, query: ListingQuery) {
  catalog.sync(db);
  const answer = catalog.query(db, query, { limit: query.limit, offset: (query.page - 1) * query.limit });
  const groups: Record<string, number> = {};
  answer.groupCounts.forEach((n, i) => {
    const g = itemAt(answer.groups, i);
    if (n > 0) groups[`${g.brand}|${g.model}|${g.type}`] = n;
  });
  return { ids: answer.ids, total: answer.totalCount, groups };
}

describe('Catalog (in-memory browse) against SQL', () => {
  let db: Db;
  let sellers: number[];
  const rng = createRandom(20261123);

  beforeAll(() => {
    db = openDatabase(':memory:');
    applyMigrations(db);
    sellers = STATES.slice(0, 5).map((state, i) => insertMember(db, `s${i}@example.com`, state).id);
    db.transaction(() => {
      for (let i = 0; i < 300; i++)
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
        case 3:
          db.update(listings)
            .set({ brand: rng.pick(BRANDS), model: rng.pick(MODELS), description: `${rng.pick(WORDS)} edited` })
            .where(eq(listings.id, id))
            .run();
          break;
        case 4:
          db.delete(listings).where(eq(listings.id, id)).run();
          break;
        default:
          db.update(users)
            .set({ locationState: rng.pick(STATES) })
            .where(eq(users.id, rng.pick(sellers)))
            .run();
      }
    }
  }

  it('answers 600 random browses exactly as SQL does, across 20 rounds of writes', () => {
    const catalog = new Catalog();
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 30; i++) {
        const query = randomQuery(rng);
        expect(catalogAnswer(db, catalog, query), JSON.stringify(query)).toEqual(sqlAnswer(db, query));
      }
      someWrites(round);
    }
  });

  it('forgets a deleted seller’s listings', () => {
    const catalog = new Catalog();
    const query = listingQueryInput.parse({ limit: '100' });
    catalog.sync(db);
    const seller = itemAt(sellers, 4);
    db.delete(users).where(eq(users.id, seller)).run();
    expect(catalogAnswer(db, catalog, { ...query, like: null })).toEqual(sqlAnswer(db, { ...query, like: null }));
  });

  it('starts over when the change log was pruned past what it saw, with fewer listings than it holds room for', () => {
    const catalog = new Catalog();
    const query = listingQueryInput.parse({ limit: '100' });
    const members = db.$client.prepare<[], number>('SELECT id FROM users').pluck().all();
    db.transaction(() => {
      for (let i = 0; i < 1200; i++)
        db.insert(listings)
          .values(listingValues(rng, rng.pick(members), 50_000 + i))
          .run();
    });
    catalog.sync(db);
    // Another process removed most listings and pruned the log behind them.
    db.$client.exec("UPDATE listings SET status = 'deleted' WHERE id % 3 <> 0");
    db.$client.exec('DELETE FROM catalog_changes WHERE seq < (SELECT max(seq) FROM catalog_changes)');
    expect(catalogAnswer(db, catalog, { ...query, like: null })).toEqual(sqlAnswer(db, { ...query, like: null }));
  });
});

describe('Catalog on a new database', () => {
  it('starts empty and takes every listing added after, past its first room of 1,024 slots', () => {
    const db = openDatabase(':memory:');
    applyMigrations(db);
    const rng = createRandom(7);
    const seller = insertMember(db, 'only@example.com').id;
    const catalog = new Catalog();
    const query = listingQueryInput.parse({ limit: '100' });
    expect(catalogAnswer(db, catalog, { ...query, like: null })).toEqual(sqlAnswer(db, { ...query, like: null }));
    for (const batch of [1, 30, 1200, 2500]) {
      db.transaction(() => {
        for (let i = 0; i < batch; i++)
          db.insert(listings)
            .values({ ...listingValues(rng, seller, i), status: 'active' })
            .run();
      });
      // One at a time below RELOAD_ABOVE changes, a full reload above it: both must grow the room.
      expect(catalogAnswer(db, catalog, { ...query, like: null })).toEqual(sqlAnswer(db, { ...query, like: null }));
    }
  });
});
