import { users, type UserRow } from '@mpx/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import type { MailMessage } from '../mail';
import { prepared } from './prepared';
import { write } from './write';

export interface DigestRun {
  /** Members emailed. */
  sent: number;
  /** Members whose alerts were closed without an email (emails off, account not active, nothing left to tell). */
  closed: number;
  /** Members emailed less than a window ago: their alerts wait for the next run. */
  waiting: number;
}

/**
 * One kind of daily digest: its alerts table (`user_id`, `emailed_at`), its table of last
 * sends (`user_id`, `last_sent_at`), and how a member's pending alerts become an email.
 */
export interface DigestKind<Item> {
  /** For the mail log: "search digest". */
  name: string;
  alerts: string;
  sends: string;
  windowMs: number;
  /** The member's pending alerts still worth telling, read before they are closed. */
  pending(deps: Deps, userId: number): Item[];
  email(deps: Deps, user: UserRow, items: Item[]): MailMessage;
}

/**
 * Sends one kind of daily digest, run every few minutes by the server. For each member with
 * alerts not yet emailed, in one write: with email notifications off (treated as on unless
 * false) or an account that is not active and verified, the alerts are closed unsent; emailed
 * less than a window ago, they wait; otherwise ONE email tells what is still worth telling,
 * the alerts are closed and the time is kept. Time is `deps.now()`.
 */
export function sendDigests<Item>(deps: Deps, kind: DigestKind<Item>): DigestRun {
  const run: DigestRun = { sent: 0, closed: 0, waiting: 0 };
  const members = prepared<number>(deps.db, `SELECT DISTINCT user_id FROM ${kind.alerts} WHERE emailed_at IS NULL`).pluck().all();
  for (const userId of members) {
    const outcome = write(deps, (tx) => {
      const user = deps.db.select().from(users).where(eq(users.id, userId)).get();
      if (!user) return 'closed';
      const now = deps.now();
      const close = () => prepared(deps.db, `UPDATE ${kind.alerts} SET emailed_at = ? WHERE user_id = ? AND emailed_at IS NULL`).run(now, userId);
      if (user.emailNotifications === false || user.status !== 'active' || !user.emailVerified) {
        close();
        return 'closed';
      }
      const last = prepared<number>(deps.db, `SELECT last_sent_at FROM ${kind.sends} WHERE user_id = ?`).pluck().get(userId);
      if (last !== undefined && now - last < kind.windowMs) return 'waiting';
      const items = kind.pending(deps, userId);
      close();
      if (items.length === 0) return 'closed';
      prepared(
        deps.db,
        `INSERT INTO ${kind.sends} (user_id, last_sent_at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET last_sent_at = excluded.last_sent_at`,
      ).run(userId, now);
      tx.sendMail(kind.email(deps, user, items), kind.name);
      return 'sent';
    });
    run[outcome]++;
  }
  return run;
}
