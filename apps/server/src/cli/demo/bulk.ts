import type { Deps } from '@mpx/api';
import { displayName, ratingNotificationText } from '@mpx/shared';
import type { CrowdEvent } from './crowd';
import { DAY } from './timeline';

export interface CrowdCounts {
  threads: number;
  messages: number;
  ratings: number;
}

/** Rows per transaction: large enough to amortise commits, small enough to keep the WAL modest. */
const BATCH = 10_000;
/** Older notifications have been seen in the menu. */
const SEEN_AFTER = 2 * DAY;

export interface CrowdWriter {
  /** Writes one event; call them in time order, inside a transaction of the caller's. */
  write(event: CrowdEvent): void;
  /** The threads' newest messages and the ratees' averages and counts, once every event is in. */
  finish(): CrowdCounts;
}

/**
 * Writes crowd events with prepared statements, with the rows the app writes with each: a
 * message goes into its thread (made on its first message) with the recipient's `message`
 * notification; a rating with the ratee's `rating` notification. At `finish` each thread row
 * gets its newest message and time, and each ratee the average and count recomputed from the
 * rows (as `recomputeRatingSummary` does).
 */
export function crowdWriter(deps: Deps, now: number): CrowdWriter {
  const client = deps.db.$client;
  const names = new Map(
    client
      .prepare<[], { id: number; name: string; nickname: string | null }>('SELECT id, name, nickname FROM users')
      .all()
      .map((u) => [u.id, displayName(u)]),
  );
  const nameOf = (id: number) => names.get(id) ?? 'A member';
  const findThread = client
    .prepare<[number, number, number], number>('SELECT id FROM message_threads WHERE user_low = ? AND user_high = ? AND coalesce(listing_id, 0) = ?')
    .pluck();
  const insertThread = client.prepare<unknown[], never>(
    'INSERT INTO message_threads (user_low, user_high, listing_id, last_message_id, updated_at) VALUES (?, ?, ?, 0, ?)',
  );
  const insertMessage = client.prepare<unknown[], never>(
    'INSERT INTO messages (thread_id, sender_id, recipient_id, listing_id, content, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // Only ever forward: the app may have written a later message to the same thread meanwhile.
  const touchThread = client.prepare<unknown[], never>('UPDATE message_threads SET last_message_id = ?, updated_at = ? WHERE id = ? AND updated_at <= ?');
  const insertRating = client.prepare<unknown[], never>(
    'INSERT OR IGNORE INTO ratings (from_user_id, to_user_id, listing_id, stars, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const notify = client.prepare<unknown[], never>(
    'INSERT INTO notifications (user_id, kind, message, from_user_id, read, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const summarise = client.prepare<unknown[], never>(
    `UPDATE users SET rating_count = (SELECT count(*) FROM ratings WHERE to_user_id = users.id),
       average_rating = coalesce((SELECT avg(stars) FROM ratings WHERE to_user_id = users.id), 0) WHERE id = ?`,
  );

  const ratees = new Set<number>();
  const counts: CrowdCounts = { threads: 0, messages: 0, ratings: 0 };
  // A thread's id never changes; its newest message is kept here and written once, at `finish`.
  const threads = new Map<string, number>();
  const newest = new Map<number, { id: number; at: number }>();
  const threadOf = (a: number, b: number, listingId: number | null, at: number) => {
    const [low, high] = a < b ? [a, b] : [b, a];
    const key = `${low}:${high}:${listingId ?? 0}`;
    let id = threads.get(key) ?? findThread.get(low, high, listingId ?? 0);
    if (id === undefined) {
      id = Number(insertThread.run(low, high, listingId, at).lastInsertRowid);
      counts.threads++;
    }
    threads.set(key, id);
    return id;
  };

  return {
    write(e) {
      if (e.kind === 'message') {
        const threadId = threadOf(e.from, e.to, e.listingId, e.at);
        const messageId = Number(insertMessage.run(threadId, e.from, e.to, e.listingId, e.text, e.at, e.readAt).lastInsertRowid);
        newest.set(threadId, { id: messageId, at: e.at });
        notify.run(e.to, 'message', `New message from ${nameOf(e.from)}`, e.from, e.readAt === null ? 0 : 1, e.at);
        counts.messages++;
      } else if (insertRating.run(e.from, e.to, e.listingId, e.stars, e.comment, e.at).changes === 1) {
        notify.run(e.to, 'rating', ratingNotificationText(nameOf(e.from), e.stars), e.from, e.at < now - SEEN_AFTER ? 1 : 0, e.at);
        ratees.add(e.to);
        counts.ratings++;
      }
    },
    finish() {
      client.transaction(() => {
        for (const [threadId, message] of newest) touchThread.run(message.id, message.at, threadId, message.at);
        for (const id of ratees) summarise.run(id);
      })();
      return counts;
    },
  };
}

/** All the events at once, in time order so ids grow with time as the app's do. */
export function writeCrowd(deps: Deps, events: readonly CrowdEvent[], now: number): CrowdCounts {
  const writer = crowdWriter(deps, now);
  const ordered = [...events].sort((a, b) => a.at - b.at);
  for (let start = 0; start < ordered.length; start += BATCH) {
    deps.db.$client.transaction(() => {
      for (const e of ordered.slice(start, start + BATCH)) writer.write(e);
    })();
  }
  return writer.finish();
}
