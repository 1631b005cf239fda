import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations, catalogVersion, openDatabase, type Db } from './index';

/** The guards the schema itself enforces, whatever the code above it does. */
describe('schema guards', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mpx-db-'));
  let db: Db;
  let n = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(() => {
    db = openDatabase(join(dir, `t${++n}.db`));
    applyMigrations(db);
  });
  const run = (sql: string, ...params: unknown[]) => db.$client.prepare(sql).run(...params);
  const user = (email: string, state = 'VIC') =>
    Number(
      run(`insert into users (email, password_hash, name, location_state, location_postcode, join_date) values (?, 'h', 'N', ?, '3000', 0)`, email, state)
        .lastInsertRowid,
    );
  const listing = (userId: number, fields: Partial<Record<string, unknown>> = {}) => {
    const row = {
      brand: 'Bach',
      model: '7C',
      size: '7C',
      condition: 'Good',
      price_cents: 5000,
      status: 'active',
      description: 'A classic trumpet mouthpiece',
      ...fields,
    };
    return Number(
      run(
        `insert into listings (user_id, instrument_type, brand, model, size, condition, price_cents, description, status, created_at, updated_at)
         values (?, 'Trumpet', ?, ?, ?, ?, ?, ?, ?, 0, 0)`,
        userId,
        row.brand,
        row.model,
        row.size,
        row.condition,
        row.price_cents,
        row.description,
        row.status,
      ).lastInsertRowid,
    );
  };

  it('runs in WAL mode with foreign keys on', () => {
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('applying the migrations again is a no-op', () => {
    expect(() => applyMigrations(db)).not.toThrow();
  });

  it('refuses a second account with the same address in another case', () => {
    user('sam@example.com');
    expect(() => user('SAM@example.com')).toThrow(/UNIQUE/);
  });

  it('refuses unknown states, conditions, statuses and non-positive prices', () => {
    expect(() => user('x@example.com', 'XX')).toThrow(/CHECK/);
    const id = user('y@example.com');
    expect(() => listing(id, { condition: 'Mint' })).toThrow(/CHECK/);
    expect(() => listing(id, { status: 'archived' })).toThrow(/CHECK/);
    expect(() => listing(id, { price_cents: 0 })).toThrow(/CHECK/);
  });

  it('keeps the search index in step with listings through triggers', () => {
    const id = listing(user('z@example.com'), { brand: 'Dénis Wick', model: '4AL' });
    const search = (q: string) => db.$client.prepare(`select rowid from listings_fts where listings_fts match ?`).pluck().all(q);
    expect(search('denis* 4*')).toEqual([id]);
    run(`update listings set model = '6BS' where id = ?`, id);
    expect(search('4al*')).toEqual([]);
    expect(search('6bs*')).toEqual([id]);
    run(`delete from listings where id = ?`, id);
    expect(search('denis*')).toEqual([]);
  });

  it('bumps the catalog version in the writing transaction, and rolls it back with it', () => {
    const version = () =>
      present(db.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1)).get(), 'the catalog_version row').version;
    const owner = user('v@example.com');
    const before = version();
    listing(owner);
    expect(version()).toBe(before + 1);
    const failing = db.$client.transaction(() => {
      listing(owner);
      throw new Error('abort');
    });
    expect(() => failing()).toThrow('abort');
    expect(version()).toBe(before + 1);
  });

  it('keeps the catalog change log to its last 10,000 rows or so, in the writes that fill it', () => {
    const seller = user('log@example.com');
    const id = listing(seller);
    const update = db.$client.prepare('update listings set price_cents = price_cents + 1 where id = ?');
    db.$client.transaction(() => {
      for (let i = 0; i < 15_000; i++) update.run(id);
    })();
    const { first, last } = present(
      db.$client.prepare<[], { first: number; last: number }>('select min(seq) first, max(seq) last from catalog_changes').get(),
      'the log',
    );
    // Pruned at the 15,000th change to the rows after 5,000: never fewer than 10,000 kept.
    expect(last - first + 1).toBeGreaterThanOrEqual(10_000);
    expect(last - first + 1).toBeLessThan(15_000);
  });

  it('keeps each search key’s member and liveness in step with the search’s alerts and the member, whoever writes', () => {
    const [member, other] = [user('k@example.com'), user('o@example.com')];
    run(`update users set email_verified = 1 where id in (?, ?)`, member, other);
    const search = (owner: number) =>
      Number(
        run(`insert into saved_searches (user_id, name, query, filter, created_at, updated_at) values (?, 'S', 'brand=Bach', '{}', 0, 0)`, owner)
          .lastInsertRowid,
      );
    const [mine, theirs] = [search(member), search(other)];
    for (const [id, key] of [
      [mine, 'brand:Bach'],
      [mine, 'any'],
      [theirs, 'brand:Bach'],
    ] as const) {
      run(`insert into saved_search_keys (key, saved_search_id) values (?, ?)`, key, id);
    }
    const keys = () => db.$client.prepare(`select key, saved_search_id id, user_id userId, live from saved_search_keys order by saved_search_id, key`).all();
    const live = () => db.$client.prepare(`select saved_search_id from saved_search_keys where live = 1 order by 1`).pluck().all();
    expect(keys()).toEqual([
      { key: 'any', id: mine, userId: member, live: 1 },
      { key: 'brand:Bach', id: mine, userId: member, live: 1 },
      { key: 'brand:Bach', id: theirs, userId: other, live: 1 },
    ]);

    run(`update saved_searches set alerts = 0 where id = ?`, mine);
    expect(live()).toEqual([theirs]);
    run(`update users set status = 'disabled' where id = ?`, member);
    run(`update saved_searches set alerts = 1 where id = ?`, mine);
    expect(live()).toEqual([theirs]);
    run(`update users set status = 'active' where id = ?`, member);
    expect(live()).toEqual([mine, mine, theirs]);
    run(`update users set email_verified = 0 where id = ?`, other);
    expect(live()).toEqual([mine, mine]);
    // Filed while its member is unverified: not live until they are.
    run(`insert into saved_search_keys (key, saved_search_id) values ('state:VIC', ?)`, theirs);
    expect(live()).toEqual([mine, mine]);
    run(`update users set email_verified = 1 where id = ?`, other);
    expect(live()).toEqual([mine, mine, theirs, theirs]);
  });

  it('deleting a user removes their sessions, listings and photos', () => {
    const owner = user('d@example.com');
    const id = listing(owner);
    run(`insert into listing_photos (listing_id, position, file) values (?, 0, 'abc')`, id);
    run(`insert into sessions (id, user_id, expires_at, created_at) values ('s', ?, 1, 0)`, owner);
    run(`delete from users where id = ?`, owner);
    for (const table of ['listings', 'listing_photos', 'sessions']) {
      expect(db.$client.prepare(`select count(*) from ${table}`).pluck().get(), table).toBe(0);
    }
  });
});
