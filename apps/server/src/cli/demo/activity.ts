import type { Deps } from '@mpx/api';
import { addDays, createRandom, itemAt, utcDate } from '@mpx/shared';
import { DEMO_LOGIN } from './seed';

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

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 10_000;

/**
 * Activity on top of the demo catalogue (`seedDemo`), for `npm run bench`'s admin pages: message threads and
 * messages between members (some about a listing of one of them), loans in every status (one
 * open loan per listing, active ones with their listing `loaned`) and flags. Rows go in with
 * prepared statements, like the demo seeder's; the demo login becomes an admin.
 */
export function seedActivity(deps: Deps, options: ActivityOptions): ActivityResult {
  const started = Date.now();
  const client = deps.db.$client;
  const random = createRandom(options.seed ?? 7);
  const now = deps.now();
  client.prepare('UPDATE users SET is_admin = 1 WHERE email = ?').run(DEMO_LOGIN.email);
  const memberIds = client.prepare<[], number>('SELECT id FROM users ORDER BY id').pluck().all();
  const owned = client
    .prepare<[], { id: number; userId: number; status: string }>("SELECT id, user_id AS userId, status FROM listings WHERE status <> 'deleted'")
    .all();
  const member = () => itemAt(memberIds, Math.floor(random.next() * memberIds.length));

  // Threads: pairs of members, a fifth of them about a listing of one of the two.
  const threadCount = Math.max(1, Math.round(options.messages / 5));
  const threads: { id: number; low: number; high: number; listingId: number | null }[] = [];
  const insertThread = client.prepare(
    'INSERT OR IGNORE INTO message_threads (user_low, user_high, listing_id, last_message_id, updated_at) VALUES (?, ?, ?, 0, ?)',
  );
  client.transaction(() => {
    while (threads.length < threadCount) {
      const about = random.chance(0.2) ? itemAt(owned, Math.floor(random.next() * owned.length)) : null;
      const a = about ? about.userId : member();
      let b = member();
      while (b === a) b = member();
      const [low, high] = a < b ? [a, b] : [b, a];
      const result = insertThread.run(low, high, about?.id ?? null, now);
      if (result.changes === 1) threads.push({ id: Number(result.lastInsertRowid), low, high, listingId: about?.id ?? null });
    }
  })();

  const insertMessage = client.prepare(
    'INSERT INTO messages (thread_id, sender_id, recipient_id, listing_id, content, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (let start = 0; start < options.messages; start += BATCH) {
    client.transaction(() => {
      for (let i = start; i < Math.min(options.messages, start + BATCH); i++) {
        const thread = itemAt(threads, Math.floor(random.next() * threads.length));
        const [from, to] = random.chance(0.5) ? [thread.low, thread.high] : [thread.high, thread.low];
        const created = now - Math.floor(random.next() ** 0.7 * 180 * DAY);
        const content = `Message ${i}: is it still available? Happy to pick up this weekend.`;
        insertMessage.run(thread.id, from, to, thread.listingId, content, created, random.chance(0.9) ? created + 60_000 : null);
      }
    })();
  }
  client.exec(`UPDATE message_threads SET
    last_message_id = coalesce((SELECT max(id) FROM messages m WHERE m.thread_id = message_threads.id), 0),
    updated_at = coalesce((SELECT max(created_at) FROM messages m WHERE m.thread_id = message_threads.id), updated_at)`);
  // A thread exists only once it has a message.
  const emptyThreads = client.prepare('DELETE FROM message_threads WHERE last_message_id = 0').run().changes;

  // Loans: one per listing at most, mostly finished; open ones follow the listing's state.
  const insertLoan = client.prepare(
    `INSERT INTO loans (listing_id, lender_id, borrower_id, status, start_date, expected_return_date, actual_return_date, notes, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
  );
  const lend = client.prepare("UPDATE listings SET status = 'loaned' WHERE id = ?");
  const active = owned.filter((l) => l.status === 'active');
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
  return { threads: threads.length - emptyThreads, messages: options.messages, loans, flags, ms: Date.now() - started };
}
