import { listings, users, type ListingRow, type UserRow } from '@mpx/db';
import { EXPIRY_TEXTS, present } from '@mpx/shared';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Deps } from '../context';
import { daysLeft, expiryCutoff, warningCutoff } from '../core/listing-period';
import { write, type WriteScope } from '../core/write';
import { noticeEmail, wantsNoticeEmails } from '../mail';
import { cancelPendingLoans } from '../loans/service';
import { notify } from '../notifications/notify';

export interface ExpiryRun {
  /** Owners told their listing expires soon. */
  warned: number;
  /** Listings that expired. */
  expired: number;
}

/** Listings per write: a backlog (a server down for days) goes in several short writes, not one long one. */
const BATCH = 200;

/**
 * The listing-expiry sweep (api §25.3), run by the server's clock every few minutes. At
 * `deps.now()`: active listings put up LISTING_EXPIRY_DAYS ago or more expire; then owners of
 * active listings within EXPIRY_WARNING_DAYS of it hear so once. Expiring first means a listing
 * already past its end hears once, that it expired. Each batch reads what is due inside its own
 * write, so a second run (or two at once) finds nothing left to do. Does nothing when expiry is off.
 */
export function sweepListingExpiry(deps: Deps): ExpiryRun {
  const days = deps.config.listingExpiryDays;
  if (days === 0) return { warned: 0, expired: 0 };
  const now = deps.now();
  const expired = inBatches(() => write(deps, (tx) => expireDue(deps, tx, now, days)));
  const warned = inBatches(() => write(deps, (tx) => warnDue(deps, tx, now, days)));
  return { warned, expired };
}

/** Runs `batch` until one finds less than a full batch to do; answers how many it did in all. */
function inBatches(batch: () => number): number {
  let total = 0;
  let done: number;
  do {
    done = batch();
    total += done;
  } while (done === BATCH);
  return total;
}

function activeListings(deps: Deps, ...where: Parameters<typeof and>): ListingRow[] {
  return deps.db
    .select()
    .from(listings)
    .where(and(eq(listings.status, 'active'), ...where))
    .orderBy(asc(listings.renewedAt), asc(listings.id))
    .limit(BATCH)
    .all();
}

/** Expires like the owner's delete ends a listing's business (api §4.7): watchers told, pending loan requests cancelled. */
function expireDue(deps: Deps, tx: WriteScope, now: number, days: number): number {
  const due = activeListings(deps, lte(listings.renewedAt, expiryCutoff(now, days)));
  for (const listing of due) {
    const changed = deps.listingWatchers.beforeChange(deps, tx, listing.id);
    deps.db.update(listings).set({ status: 'expired', updatedAt: now }).where(eq(listings.id, listing.id)).run();
    changed(listing.id);
    cancelPendingLoans(deps, tx, listing);
    tellOwner(deps, tx, listing, {
      subject: EXPIRY_TEXTS.expiredSubject(itemOf(listing)),
      text: EXPIRY_TEXTS.expired(itemOf(listing)),
      path: '/my-listings?tab=expired',
    });
  }
  return due.length;
}

/** The warning changes nothing a listing answer shows: only that it was given. */
function warnDue(deps: Deps, tx: WriteScope, now: number, days: number): number {
  const due = activeListings(deps, isNull(listings.expiryWarnedAt), lte(listings.renewedAt, warningCutoff(now, days)));
  for (const listing of due) {
    deps.db.update(listings).set({ expiryWarnedAt: now }).where(eq(listings.id, listing.id)).run();
    const left = daysLeft(listing.renewedAt, days, now);
    tellOwner(deps, tx, listing, {
      subject: EXPIRY_TEXTS.soonSubject(itemOf(listing)),
      text: EXPIRY_TEXTS.soon(itemOf(listing), left),
      path: '/my-listings',
    });
  }
  return due.length;
}

const itemOf = (listing: ListingRow) => `${listing.brand} ${listing.model}`;

/** A `listing` notification from the owner to themselves (nobody else acted), and the same by email when they want it. */
function tellOwner(deps: Deps, tx: WriteScope, listing: ListingRow, notice: { subject: string; text: string; path: string }): void {
  const owner: UserRow = present(deps.db.select().from(users).where(eq(users.id, listing.userId)).get(), `the owner of listing ${listing.id}`);
  notify(deps, tx, { userId: owner.id, kind: 'listing', message: notice.text, from: owner });
  if (wantsNoticeEmails(owner)) {
    const email = noticeEmail(deps.config, owner, { subject: notice.subject, text: notice.text, action: { label: 'Open My Listings', path: notice.path } });
    tx.sendMail(email, 'listing expiry');
  }
}
