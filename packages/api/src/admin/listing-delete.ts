import { listings, offers } from '@mpx/db';
import { ADMIN_ERRORS, ADMIN_MESSAGES, type AdminListingDeletedResponse } from '@mpx/shared';
import { eq, or } from 'drizzle-orm';
import type { Deps } from '../context';
import { recordAudit, type Admin } from '../core/audit';
import { writeAndSettle } from '../core/write';
import { releaseDoomedReservations } from '../deals/reservation';
import { notFound } from '../errors';
import { purgeListings } from './purge';

/**
 * DELETE /api/admin/listings/{id} (api §8.7): a hard delete of any listing row, soft-deleted ones
 * included (404 only when no row exists), with its loans, messages, flags, offers and deals (a
 * listing one of its offers had reserved goes back on sale), in one write with its audit entry.
 * Ratings about it stay. After commit, its photo files are deleted unless another listing refers
 * to them; the answer waits for that.
 */
export async function deleteListingAsAdmin(deps: Deps, admin: Admin, listingId: number): Promise<AdminListingDeletedResponse> {
  return writeAndSettle(deps, (tx) => {
    const listing = deps.db.select().from(listings).where(eq(listings.id, listingId)).get();
    if (!listing) throw notFound(ADMIN_ERRORS.listingNotFound);
    // Its watchers hear that it is gone before their watches go with it.
    const changed = deps.listingWatchers.beforeChange(deps, tx, listing.id);
    // Its offers and deals go with it; a listing one of its offers had reserved goes back on sale.
    releaseDoomedReservations(deps, tx, or(eq(offers.listingId, listing.id), eq(offers.swapListingId, listing.id)), (l) => l.id === listing.id);
    const files = purgeListings(deps, eq(listings.id, listing.id));
    changed(listing.id);
    recordAudit(deps, tx, admin, {
      action: 'listing.delete',
      target: { type: 'listing', id: listing.id, label: `${listing.brand} ${listing.model}` },
      before: { brand: listing.brand, model: listing.model, status: listing.status, user_id: listing.userId, photos: files.length },
      after: null,
    });
    tx.afterCommit(() => deps.photos.removeUnreferenced(deps.db, files));
    return {
      message: ADMIN_MESSAGES.listingDeleted,
      deletedListing: { listing_id: listing.id, brand: listing.brand, model: listing.model, user_id: listing.userId },
    };
  });
}
