import { SEARCH_DIGEST_WINDOW_MS } from '@mpx/shared';
import type { Deps } from '../context';
import { sendDigests, type DigestKind, type DigestRun } from '../core/digests';
import { prepared } from '../core/prepared';
import { searchDigestEmail, type DigestItem } from './emails';

export type { DigestRun };

interface PendingRow extends DigestItem {
  status: string;
}

const PENDING_ALERTS = `SELECT s.name AS searchName, l.id AS listingId, l.brand, l.model, l.size, l.price_cents AS priceCents, l.status
  FROM search_alerts a JOIN saved_searches s ON s.id = a.saved_search_id JOIN listings l ON l.id = a.listing_id
  WHERE a.user_id = ? AND a.emailed_at IS NULL ORDER BY s.id, a.created_at, a.id`;

const SEARCH_DIGEST: DigestKind<DigestItem> = {
  name: 'search digest',
  alerts: 'search_alerts',
  sends: 'search_digests',
  windowMs: SEARCH_DIGEST_WINDOW_MS,
  // Listings sold, paused or deleted since they were alerted are left out.
  pending: (deps, userId) =>
    prepared<PendingRow>(deps.db, PENDING_ALERTS)
      .all(userId)
      .filter((row) => row.status === 'active'),
  email: (deps, user, items) => searchDigestEmail(deps.config, user, items),
};

/**
 * The daily email of saved-search alerts (core/digests.ts): one email a day at most, listing
 * the new listings still for sale by saved search.
 */
export function sendSearchDigests(deps: Deps): DigestRun {
  return sendDigests(deps, SEARCH_DIGEST);
}
