import type { Deps } from '@mpx/api';
import { addDays, createRandom, itemAt, utcDate } from '@mpx/shared';
import { writeCrowd } from './bulk';
import { loadListings } from './cast';
import { crowdActivity } from './crowd';
import { DEMO_LOGIN } from './members';
import { DAY } from './timeline';

export interface ActivityOptions {
  messages: number;
  loans: number;
  flags: number;
  seed?: number;
}

export interface ActivityResult {
  threads: number;
  messages: number;
  loans: number;
  flags: number;
  ms: number;
}

/**
 * Activity on top of the demo catalogue (`seedDemo`), for `npm run bench`'s admin pages: message
 * threads among all members as `writeCrowd` writes them (some about a listing of one of them),
 * loans in every status (one open loan per listing, active ones with their listing `loaned`) and
 * flags. Rows go in with prepared statements, like the demo seeder's; the demo login becomes an
 * admin.
 */
export function seedActivity(deps: Deps, options: ActivityOptions): ActivityResult {
  const started = Date.now();
  const client = deps.db.$client;
  const random = createRandom(options.seed ?? 7);
  const now = deps.now();
  client.prepare('UPDATE users SET is_admin = 1 WHERE email = ?').run(DEMO_LOGIN.email);
  const memberIds = client.prepare<[], number>('SELECT id FROM users ORDER BY id').pluck().all();
  const owned = loadListings(deps);
  const member = () => itemAt(memberIds, Math.floor(random.next() * memberIds.length));

  // Five messages a thread on average.
  const threads = Math.max(1, Math.round(options.messages / 5));
  const chatter = writeCrowd(deps, crowdActivity(random, { members: memberIds, listings: owned, threads, lines: [1, 9], now }), now);

  // Loans: one per listing at most (the demo's story may hold some already), mostly finished;
  // open ones follow the listing's state.
  const insertLoan = client.prepare(
    `INSERT INTO loans (listing_id, lender_id, borrower_id, status, start_date, expected_return_date, actual_return_date, notes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
  );
  const lend = client.prepare("UPDATE listings SET status = 'loaned' WHERE id = ?");
  const openLoan = client.prepare<[], number>("SELECT DISTINCT listing_id FROM loans WHERE status IN ('pending', 'active', 'return_pending')").pluck().all();
  const lent = new Set(openLoan);
  const active = owned.filter((l) => l.status === 'active' && !lent.has(l.id));
  let loans = 0;
  client.transaction(() => {
    for (let i = 0; i < Math.min(options.loans, active.length); i++) {
      const listing = itemAt(active, i * Math.floor(active.length / options.loans));
      let borrower = member();
      while (borrower === listing.userId) borrower = member();
      const status = random.weighted([
        ['returned', 50],
        ['cancelled', 15],
        ['refused', 10],
        ['pending', 8],
        ['active', 12],
        ['return_pending', 5],
      ] as const);
      const created = now - random.int(0, 120) * DAY - random.int(0, DAY);
      const start = utcDate(created);
      const back = addDays(start, random.int(3, 30));
      insertLoan.run(listing.id, listing.userId, borrower, status, start, back, status === 'returned' ? created + 5 * DAY : null, created, created);
      if (status === 'active' || status === 'return_pending') lend.run(listing.id);
      loans++;
    }
  })();

  const insertFlag = client.prepare('INSERT OR IGNORE INTO flags (listing_id, reporter_id, reason, status, created_at) VALUES (?, ?, ?, ?, ?)');
  let flags = 0;
  client.transaction(() => {
    for (let i = 0; i < options.flags; i++) {
      const listing = itemAt(owned, Math.floor(random.next() * owned.length));
      const reporter = member();
      if (reporter === listing.userId) continue;
      const status = random.weighted([
        ['pending', 60],
        ['reviewed', 25],
        ['resolved', 15],
      ] as const);
      flags += insertFlag.run(listing.id, reporter, 'The photos look like they are from another listing.', status, now - random.int(0, 60 * DAY)).changes;
    }
  })();

  client.exec('ANALYZE');
  return { threads: chatter.threads, messages: chatter.messages, loans, flags, ms: Date.now() - started };
}
