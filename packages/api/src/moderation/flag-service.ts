import { flags, listings, users, type UserRow } from '@mpx/db';
import { FLAG_TEXTS, flagNotificationText, type Flag, type FlagFields } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { write } from '../core/write';
import { badRequest, conflict, notFound } from '../errors';
import { notify } from '../notifications/notify';
import { toFlag } from './flags';

/**
 * POST /api/moderation/flag (api §7.1), checks in the contract's order after validation. In one
 * write: the flag (status pending) and a `flag` notification to every admin, published after
 * commit. An admin who flags a listing is not notified of their own report.
 */
export function flagListing(deps: Deps, reporter: UserRow, input: FlagFields): Flag {
  return write(deps, (tx) => {
    const listing = deps.db
      .select({ id: listings.id, userId: listings.userId, brand: listings.brand, model: listings.model, status: listings.status })
      .from(listings)
      .where(eq(listings.id, input.content_id))
      .get();
    if (!listing || listing.status === 'deleted') throw notFound(FLAG_TEXTS.listingNotFound);
    if (listing.userId === reporter.id) throw badRequest(FLAG_TEXTS.ownListing);

    // The unique index on (reporter_id, listing_id) decides: a second flag inserts nothing.
    const row = deps.db
      .insert(flags)
      .values({ listingId: listing.id, reporterId: reporter.id, reason: input.reason, status: 'pending', createdAt: deps.now() })
      .onConflictDoNothing({ target: [flags.reporterId, flags.listingId] })
      .returning()
      .get();
    if (!row) throw conflict(FLAG_TEXTS.duplicate);

    const message = flagNotificationText(listing);
    const admins = deps.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).all();
    for (const admin of admins) {
      if (admin.id !== reporter.id) notify(deps, tx, { userId: admin.id, kind: 'flag', message, from: reporter });
    }
    return toFlag(row, listing, reporter);
  });
}
