import { searchAlerts, searchDigests, users } from '@mpx/db';
import { SEARCH_DIGEST_WINDOW_MS } from '@mpx/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { write } from '../core/write';
import { searchDigestEmail, type DigestItem } from './emails';

export interface DigestRun {
  /** Members emailed. */
  sent: number;
  /** Members whose alerts were closed without an email (emails off, account not active, listings gone). */
  closed: number;
  /** Members emailed less than a day ago: their alerts wait for the next run. */
  waiting: number;
}

const PENDING_MEMBERS = 'SELECT DISTINCT user_id FROM search_alerts WHERE emailed_at IS NULL';

interface PendingRow extends DigestItem {
  status: string;
}

const PENDING_ALERTS = `SELECT s.name AS searchName, l.id AS listingId, l.brand, l.model, l.size, l.price_cents AS priceCents, l.status
  FROM search_alerts a JOIN saved_searches s ON s.id = a.saved_search_id JOIN listings l ON l.id = a.listing_id
  WHERE a.user_id = ? AND a.emailed_at IS NULL ORDER BY s.id, a.created_at, a.id`;

/**
 * The daily email of saved-search alerts, run every few minutes by the server. For each member
 * with alerts not yet emailed, in one write: with email notifications off (treated as on unless
 * false) or an account that is not active and verified, the alerts are closed unsent; emailed
 * less than 24 hours ago, they wait; otherwise ONE email lists the new listings still for sale,
 * by saved search, the alerts are closed and the time is kept. Time is `deps.now()`.
 */
export function sendSearchDigests(deps: Deps): DigestRun {
  const run: DigestRun = { sent: 0, closed: 0, waiting: 0 };
  const members = prepared<number>(deps.db, PENDING_MEMBERS).pluck().all();
  for (const userId of members) {
    const outcome = write(deps, (tx) => {
      const user = deps.db.select().from(users).where(eq(users.id, userId)).get();
      if (!user) return 'closed';
      const now = deps.now();
      const close = () =>
        deps.db
          .update(searchAlerts)
          .set({ emailedAt: now })
          .where(and(eq(searchAlerts.userId, userId), isNull(searchAlerts.emailedAt)))
          .run();
      if (user.emailNotifications === false || user.status !== 'active' || !user.emailVerified) {
        close();
        return 'closed';
      }
      const last = deps.db.select({ at: searchDigests.lastSentAt }).from(searchDigests).where(eq(searchDigests.userId, userId)).get();
      if (last && now - last.at < SEARCH_DIGEST_WINDOW_MS) return 'waiting';
      // Listings sold, paused or deleted since they were alerted are left out.
      const items = prepared<PendingRow>(deps.db, PENDING_ALERTS)
        .all(userId)
        .filter((row) => row.status === 'active');
      close();
      if (items.length === 0) return 'closed';
      deps.db
        .insert(searchDigests)
        .values({ userId, lastSentAt: now })
        .onConflictDoUpdate({ target: searchDigests.userId, set: { lastSentAt: now } })
        .run();
      tx.sendMail(searchDigestEmail(deps.config, user, items), 'search digest');
      return 'sent';
    });
    run[outcome]++;
  }
  return run;
}
