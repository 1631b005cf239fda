import { isOneOf, WATCH_DIGEST_WINDOW_MS, WATCH_EVENTS, watchAlertText } from '@mpx/shared';
import type { Deps } from '../context';
import { sendDigests, type DigestKind, type DigestRun } from '../core/digests';
import { prepared } from '../core/prepared';
import { digestEmail, type DigestLine } from '../mail';

interface PendingRow {
  listingId: number;
  brand: string;
  model: string;
  status: string;
  event: string;
  oldPriceCents: number | null;
  newPriceCents: number | null;
}

const PENDING_ALERTS = `SELECT a.listing_id AS listingId, l.brand, l.model, l.status, a.event, a.old_price_cents AS oldPriceCents, a.new_price_cents AS newPriceCents
  FROM watch_alerts a CROSS JOIN listings l ON l.id = a.listing_id WHERE a.user_id = ? AND a.emailed_at IS NULL ORDER BY a.created_at, a.id`;

const WATCH_DIGEST: DigestKind<DigestLine> = {
  name: 'watchlist digest',
  alerts: 'watch_alerts',
  sends: 'watch_digests',
  windowMs: WATCH_DIGEST_WINDOW_MS,
  pending: (deps, userId) =>
    prepared<PendingRow>(deps.db, PENDING_ALERTS)
      .all(userId)
      .flatMap((row) =>
        isOneOf(WATCH_EVENTS, row.event)
          ? [
              {
                text: watchAlertText({ ...row, event: row.event }),
                // A deleted listing has no page to open.
                link: row.status === 'deleted' ? null : `${deps.config.publicUrl}/listings/${row.listingId}`,
              },
            ]
          : [],
      ),
  email: (deps, user, lines) =>
    digestEmail(deps.config, user, {
      subject: lines.length === 1 ? '1 update on listings you watch' : `${lines.length} updates on listings you watch`,
      intro: `Listings you watch on ${deps.config.siteName} have changed:`,
      groups: [{ heading: null, lines }],
      manage: { label: 'Open your watchlist', url: `${deps.config.publicUrl}/watching` },
      footer:
        'You get this email at most once a day while listings you watch change. Stop watching a listing there, or turn emails off under Email notifications in your profile.',
    }),
};

/**
 * The daily email of watchlist alerts (core/digests.ts, as saved searches have theirs): one
 * email a day at most, every change since the last one in the order it happened.
 */
export function sendWatchDigests(deps: Deps): DigestRun {
  return sendDigests(deps, WATCH_DIGEST);
}
