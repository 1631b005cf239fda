import { applyMigrations, listings, openDatabase, users, type Db } from '@mpx/db';
import { CONDITIONS, createRandom, itemAt, listingQueryInput, STATES, type Random } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogAnswer, sqlAnswer } from '../testing/browse-readers';
import { insertMember } from '../../testing/members';
import { compileFilter } from '../filter/compile';
import { Catalog } from './catalog';

/**
 * The catalog's own cases: a deleted seller, a change log pruned past what it saw, a database
 * that grows past its room. Its agreement with SQL on every filter, through random writes, is
 * filter/agreement.test.ts.
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

const EVERY = { sort: 'newest', limit: 100, offset: 0 } as const;
const NO_FILTER = compileFilter(listingQueryInput.parse({}));

describe('Catalog (in-memory browse), against SQL', () => {
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

  it('writes nothing while serving a browse, however far behind it is', () => {
    const catalog = new Catalog();
    catalog.sync(db);
    // Past where the change log had ever been pruned from the read path (5,000 applied, 10,000 kept).
    const update = db.$client.prepare('UPDATE listings SET price_cents = price_cents + 1 WHERE id = ?');
    db.$client.transaction(() => {
      for (let i = 0; i < 10_500; i++) update.run((i % 50) + 1);
    })();
    const changes = () => Number(db.$client.prepare('SELECT total_changes()').pluck().get());
    const before = changes();
    catalogAnswer(db, catalog, NO_FILTER, EVERY);
    expect(changes()).toBe(before);
  });

  it('forgets a deleted seller’s listings', () => {
    const catalog = new Catalog();
    catalog.sync(db);
    const seller = itemAt(sellers, 4);
    db.delete(users).where(eq(users.id, seller)).run();
    expect(catalogAnswer(db, catalog, NO_FILTER, EVERY)).toEqual(sqlAnswer(db, NO_FILTER, EVERY));
  });

  it('starts over when the change log was pruned past what it saw, with fewer listings than it holds room for', () => {
    const catalog = new Catalog();
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
    expect(catalogAnswer(db, catalog, NO_FILTER, EVERY)).toEqual(sqlAnswer(db, NO_FILTER, EVERY));
  });
});

describe('Catalog on a new database', () => {
  it('starts empty and takes every listing added after, past its first room of 1,024 slots', () => {
    const db = openDatabase(':memory:');
    applyMigrations(db);
    const rng = createRandom(7);
    const seller = insertMember(db, 'only@example.com').id;
    const catalog = new Catalog();
    expect(catalogAnswer(db, catalog, NO_FILTER, EVERY)).toEqual(sqlAnswer(db, NO_FILTER, EVERY));
    for (const batch of [1, 30, 1200, 2500]) {
      db.transaction(() => {
        for (let i = 0; i < batch; i++)
          db.insert(listings)
            .values({ ...listingValues(rng, seller, i), status: 'active' })
            .run();
      });
      // One at a time below RELOAD_ABOVE changes, a full reload above it: both must grow the room.
      expect(catalogAnswer(db, catalog, NO_FILTER, EVERY)).toEqual(sqlAnswer(db, NO_FILTER, EVERY));
    }
  });
});
