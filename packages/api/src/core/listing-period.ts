import type { ListingRow } from '@mpx/db';
import { EXPIRY_WARNING_DAYS } from '@mpx/shared';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A listing's period on the exchange (api §25): an active listing stays up `days`
 * (`LISTING_EXPIRY_DAYS`) after it was put up or last renewed (`renewed_at`), and its owner hears
 * `EXPIRY_WARNING_DAYS` before. 0 days turns expiry off. Days are 24 hours of the server's clock
 * (`deps.now()`), not calendar days. Platform rather than the listings area: loans and admin bring
 * listings back on sale too, and loans sits below listings.
 */

/** When a listing put up at `renewedAt` expires (or expired); null when expiry is off. */
export function expiryOf(renewedAt: number, days: number): number | null {
  return days === 0 ? null : renewedAt + days * DAY;
}

/**
 * The columns that start a new period at `now`: a create, a renewal, and a listing the owner
 * brings back on sale (activated from paused, back from a loan), whose period would otherwise
 * have run out while it was away and expire it minutes later.
 */
export function freshPeriod(now: number): Pick<ListingRow, 'renewedAt' | 'expiryWarnedAt'> {
  return { renewedAt: now, expiryWarnedAt: null };
}

/** Active listings put up at or before this moment are due to expire. */
export function expiryCutoff(now: number, days: number): number {
  return now - days * DAY;
}

/** Active listings put up at or before this moment are due for the warning: a period shorter than the warning is warned at once. */
export function warningCutoff(now: number, days: number): number {
  return now - Math.max(0, days - EXPIRY_WARNING_DAYS) * DAY;
}

/** Whole days left at `now` of a period of `days` from `renewedAt`, as the warning says them: at least 1. */
export function daysLeft(renewedAt: number, days: number, now: number): number {
  return Math.max(1, Math.ceil((renewedAt + days * DAY - now) / DAY));
}
