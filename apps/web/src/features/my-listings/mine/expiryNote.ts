import { EXPIRY_TEXTS } from '@mpx/shared';
import type { Listing } from '../../../entities/listing/types';
import { formatDate } from '../../../lib/format';

/**
 * "Expires 19 Sep 2025" on an active listing, "Expired 19 Sep 2025" on an expired one (product
 * §21); null for the others, which never expire, and while expiry is off (no `expires_at`).
 */
export function expiryNote(listing: Pick<Listing, 'status' | 'expires_at'>, timeZone: string | undefined): string | null {
  if (listing.expires_at === null) return null;
  const date = formatDate(listing.expires_at, timeZone);
  return listing.status === 'expired' ? EXPIRY_TEXTS.expiredOn(date) : EXPIRY_TEXTS.expiresOn(date);
}
