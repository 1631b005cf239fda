import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRecord } from '@mpx/shared';
import { applyMigrations, MIGRATIONS_DIR, openDatabase } from './index';
import { codeMigrations } from './schema-version';

/**
 * Migration 0013 rebuilds listings, loans, notifications and watch_alerts to widen their CHECK
 * constraints. A database at 0012 holding rows that reference all four must come through whole:
 * no cascade from the drops, the listings triggers back, every reference intact.
 */
const dir = mkdtempSync(join(tmpdir(), 'mpx-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was up to `tag`. */
function foldersUpTo(tag: string): string {
  const folder = join(dir, `drizzle-${tag}`);
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal: unknown = JSON.parse(readFileSync(journalFile, 'utf8'));
  if (!isRecord(journal) || !Array.isArray(journal.entries)) throw new Error('Unreadable migrations journal');
  const last = codeMigrations(folder).findIndex((m) => m.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

/** A database migrated up to `tag`, with a writer returning the new row's id and a member maker (active, unverified, unless said). */
function databaseAt(tag: string) {
  const db = openDatabase(join(dir, `app-${tag}.db`));
  applyMigrations(db, foldersUpTo(tag));
  const sql = db.$client;
  const run = (text: string, ...params: unknown[]) => Number(sql.prepare(text).run(...params).lastInsertRowid);
  const user = (email: string, status = 'active', verified = 0) =>
    run(
      `insert into users (email, password_hash, name, location_state, location_postcode, join_date, status, email_verified) values (?, 'h', 'N', 'VIC', '3000', 0, ?, ?)`,
      email,
      status,
      verified,
    );
  return { db, sql, run, user };
}

describe('upgrading a populated database through the table rebuilds of 0013', () => {
  it('keeps every row and reference, backfills sale prices, and the triggers work again', () => {
    const { db, sql, run, user } = databaseAt('0012_setup');
    const [seller, buyer] = [user('s@example.com'), user('b@example.com')];
    const listing = (status: string, price: number) =>
      run(
        `insert into listings (user_id, instrument_type, brand, model, size, condition, price_cents, description, status, created_at, updated_at, sold_at)
         values (?, 'Trumpet', 'Bach', 'Megatone', '7C', 'Good', ?, 'A classic piece', ?, 1000, 1000, ?)`,
        seller,
        price,
        status,
        status === 'sold' ? 2000 : null,
      );
    const [active, sold, loaned] = [listing('active', 5000), listing('sold', 7000), listing('loaned', 9000)];
    run(`insert into listing_photos (listing_id, position, file) values (?, 0, 'abc')`, active);
    run(
      `insert into loans (listing_id, lender_id, borrower_id, status, start_date, expected_return_date, created_at, updated_at) values (?, ?, ?, 'active', '2026-01-01', '2026-02-01', 0, 0)`,
      loaned,
      seller,
      buyer,
    );
    const thread = run(
      `insert into message_threads (user_low, user_high, listing_id, last_message_id, updated_at) values (?, ?, ?, 0, 0)`,
      seller,
      buyer,
      active,
    );
    run(
      `insert into messages (thread_id, sender_id, recipient_id, listing_id, content, created_at) values (?, ?, ?, ?, 'Hi', 0)`,
      thread,
      buyer,
      seller,
      active,
    );
    run(`insert into notifications (user_id, kind, message, from_user_id, created_at) values (?, 'message', 'Hi', ?, 0)`, seller, buyer);
    run(`insert into watches (user_id, listing_id, price_cents, created_at) values (?, ?, 5000, 0)`, buyer, active);
    run(`insert into watch_alerts (user_id, listing_id, event, created_at) values (?, ?, 'paused', 0)`, buyer, active);
    run(`insert into ratings (from_user_id, to_user_id, listing_id, stars, comment, created_at) values (?, ?, ?, 5, 'Great', 0)`, buyer, seller, sold);
    const tables = ['users', 'listings', 'listing_photos', 'loans', 'message_threads', 'messages', 'notifications', 'watches', 'watch_alerts', 'ratings'];
    const counts = () => Object.fromEntries(tables.map((t) => [t, sql.prepare(`select count(*) from ${t}`).pluck().get()]));
    const before = counts();

    applyMigrations(db);

    expect(counts()).toEqual(before);
    expect(sql.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sql.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    // Sold before deals: counted at the asking price. Everyone gets a whole period from the upgrade.
    const rows = sql
      .prepare<[], { id: number; sale: number | null; renewed: number }>('select id, sale_price_cents sale, renewed_at renewed from listings order by id')
      .all();
    expect(rows.map((r) => r.sale)).toEqual([null, 7000, null]);
    for (const row of rows) expect(row.renewed).toBeGreaterThan(Date.now() - 60_000);

    // The listings triggers are back: search, catalog version, change log.
    const version = () => sql.prepare('select version from catalog_version where id = 1').pluck().get();
    const changes = () => sql.prepare('select count(*) from catalog_changes').pluck().get();
    const [v, c] = [version(), changes()];
    run(`update listings set model = 'Artisan' where id = ?`, active);
    expect([version(), changes()]).toEqual([Number(v) + 1, Number(c) + 1]);
    expect(sql.prepare(`select rowid from listings_fts where listings_fts match 'artisan*'`).pluck().all()).toEqual([active]);
    // The new statuses are allowed now; the cascades still reach the rebuilt tables' children.
    run(`update listings set status = 'reserved' where id = ?`, active);
    run(`delete from listings where id = ?`, active);
    for (const table of ['listing_photos', 'messages', 'watches', 'watch_alerts']) {
      expect(sql.prepare(`select count(*) from ${table}`).pluck().get(), table).toBe(0);
    }
    run(`delete from listings where id = ?`, loaned);
    expect(sql.prepare('select count(*) from loans').pluck().get()).toBe(0);
    db.$client.close();
  });
});

/** Migration 0016 gives saved_search_keys their member and liveness, which triggers keep from then on. */
describe('upgrading saved searches through 0016', () => {
  it('backfills each key’s member and whether its search can alert', () => {
    const { db, sql, run, user } = databaseAt('0015_wanted');
    const search = (owner: number, alerts: number) => {
      const id = run(
        `insert into saved_searches (user_id, name, query, filter, alerts, created_at, updated_at) values (?, 'S', 'q', '{}', ?, 0, 0)`,
        owner,
        alerts,
      );
      run(`insert into saved_search_keys (key, saved_search_id) values ('any', ?)`, id);
      return id;
    };
    const [active, disabled, unverified] = [user('a@example.com', 'active', 1), user('d@example.com', 'disabled', 1), user('u@example.com', 'active', 0)];
    const ids = [search(active, 1), search(active, 0), search(disabled, 1), search(unverified, 1)];

    applyMigrations(db);

    expect(sql.prepare('select saved_search_id id, user_id userId, live from saved_search_keys order by saved_search_id').all()).toEqual([
      { id: ids[0], userId: active, live: 1 },
      { id: ids[1], userId: active, live: 0 },
      { id: ids[2], userId: disabled, live: 0 },
      { id: ids[3], userId: unverified, live: 0 },
    ]);
    db.$client.close();
  });
});
