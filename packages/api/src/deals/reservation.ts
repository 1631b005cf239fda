import { deals, listings, loans, offers, type ListingRow, type OfferRow, type UserRow } from '@mpx/db';
import { displayName, OFFER_STEP_TEXTS, OFFER_TEXTS, type CompleteInput, type Deal } from '@mpx/shared';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Deps } from '../context';
import { freshPeriod } from '../core/listing-period';
import { write, type WriteScope } from '../core/write';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { cancelPendingLoans } from '../loans/service';
import { notify } from '../notifications/notify';
import { itemName, listingRow, nameOf, offerStep, userRow } from './effects';
import { closeOffersOffSale } from './off-sale';
import { readDeal } from './read';
import { trialLoan } from './terms';

type ListingChange = Pick<Partial<ListingRow>, 'status' | 'soldAt' | 'salePriceCents'>;

/**
 * A listing's status move, told to its watchers (watchlist, saved searches) inside the same write.
 * Back on sale, it starts a new expiry period: it could not be renewed while reserved (api §25.1).
 */
function moveListing(deps: Deps, tx: WriteScope, listing: ListingRow, change: ListingChange, now: number): void {
  const changed = deps.listingWatchers.beforeChange(deps, tx, listing.id);
  deps.db
    .update(listings)
    .set({ ...change, updatedAt: now, ...(change.status === 'active' && freshPeriod(now)) })
    .where(eq(listings.id, listing.id))
    .run();
  changed(listing.id);
}

/**
 * Accepting: the listing (and the buyer's swap listing) is reserved for the buyer. The listing
 * must still be for sale (or on trial with this buyer), and the swap listing still for sale;
 * the other open offers on either are declined, each buyer told by that listing's owner, and
 * their pending loan requests cancelled. The partial unique index on accepted offers is the last word on two accepts at once.
 */
export function reserveFor(deps: Deps, tx: WriteScope, offer: OfferRow, listing: ListingRow, now: number): void {
  const onTrial = listing.status === 'loaned' && offer.loanId !== null && trialLoan(deps, listing.id, offer.buyerId)?.id === offer.loanId;
  if (listing.status !== 'active' && !onTrial) throw conflict(OFFER_TEXTS.notAvailable);
  const swap = offer.swapListingId === null ? null : listingRow(deps, offer.swapListingId);
  if (swap !== null && (!swap || swap.status !== 'active')) throw conflict(OFFER_TEXTS.swapGone);

  moveListing(deps, tx, listing, { status: 'reserved' }, now);
  if (swap) moveListing(deps, tx, swap, { status: 'reserved' }, now);
  for (const reserved of swap ? [listing, swap] : [listing]) {
    declineOthers(deps, tx, reserved, offer.id, now);
    cancelPendingLoans(deps, tx, reserved);
  }
}

/** The other open offers on a listing now reserved: declined, and each buyer told by its owner. */
function declineOthers(deps: Deps, tx: WriteScope, listing: ListingRow, keptId: number, now: number): void {
  const others = deps.db
    .select()
    .from(offers)
    .where(and(eq(offers.listingId, listing.id), eq(offers.status, 'open'), ne(offers.id, keptId)))
    .all();
  if (others.length === 0) return;
  const seller = userRow(deps, listing.userId);
  deps.db
    .update(offers)
    .set({ status: 'declined', answeredAt: now })
    .where(
      inArray(
        offers.id,
        others.map((o) => o.id),
      ),
    )
    .run();
  for (const other of others) {
    notify(deps, tx, { userId: other.buyerId, kind: 'offer', message: OFFER_STEP_TEXTS.declinedReserved(itemName(listing)), from: seller });
  }
}

/**
 * The listing of a deal, and its offer: the accepted one while reserved, the completed one once
 * sold (so the buyer who comes second is still its buyer, and hears 409, not 403); 404 for a
 * missing or deleted listing.
 */
function reservation(deps: Deps, listingId: number): { listing: ListingRow; offer: OfferRow | undefined } {
  const listing = listingRow(deps, listingId);
  if (!listing || listing.status === 'deleted') throw notFound(OFFER_TEXTS.listingNotFound);
  const offer = deps.db
    .select()
    .from(offers)
    .where(and(eq(offers.listingId, listingId), inArray(offers.status, ['accepted', 'completed'])))
    .get();
  return { listing, offer };
}

/** Where a released listing goes back to: on trial with the buyer if that loan is still open, else for sale. */
function releasedStatus(deps: Deps, offer: OfferRow): ListingRow['status'] {
  const loan = offer.loanId === null ? undefined : trialLoan(deps, offer.listingId, offer.buyerId);
  return loan?.id === offer.loanId ? 'loaned' : 'active';
}

/**
 * Before an admin's hard delete (api §8.6, §8.7): the accepted offers `doomed` matches go with it
 * (their foreign keys cascade), so each listing they hold that the delete leaves (`deleted` says
 * which go) comes off reserve as a release would put it, its watchers told: nothing stays
 * reserved for a buyer or a swap that no longer exists.
 */
export function releaseDoomedReservations(deps: Deps, tx: WriteScope, doomed: SQL | undefined, deleted: (listing: ListingRow) => boolean): void {
  const now = deps.now();
  for (const offer of deps.db
    .select()
    .from(offers)
    .where(and(eq(offers.status, 'accepted'), doomed))
    .all()) {
    const listing = listingRow(deps, offer.listingId);
    if (listing?.status === 'reserved' && !deleted(listing)) moveListing(deps, tx, listing, { status: releasedStatus(deps, offer) }, now);
    const swap = offer.swapListingId === null ? undefined : listingRow(deps, offer.swapListingId);
    if (swap?.status === 'reserved' && !deleted(swap)) moveListing(deps, tx, swap, { status: 'active' }, now);
  }
}

/** POST /api/listings/{id}/release: the seller puts a reserved listing back on sale. */
export function releaseListing(deps: Deps, seller: UserRow, listingId: number): { offer_id: number } {
  return write(deps, (tx) => {
    const { listing, offer } = reservation(deps, listingId);
    if (listing.userId !== seller.id) throw forbidden(OFFER_TEXTS.sellerOnly);
    if (listing.status !== 'reserved' || offer?.status !== 'accepted') throw conflict(OFFER_TEXTS.notReserved);
    const now = deps.now();
    deps.db.update(offers).set({ status: 'released' }).where(eq(offers.id, offer.id)).run();
    moveListing(deps, tx, listing, { status: releasedStatus(deps, offer) }, now);
    const swap = offer.swapListingId === null ? undefined : listingRow(deps, offer.swapListingId);
    if (swap?.status === 'reserved') moveListing(deps, tx, swap, { status: 'active' }, now);
    const text = OFFER_STEP_TEXTS.released(displayName(seller), itemName(listing));
    offerStep(deps, tx, { actor: seller, counterpart: userRow(deps, offer.buyerId), listing, text });
    return { offer_id: offer.id };
  });
}

/**
 * POST /api/listings/{id}/complete: the seller, or the buyer confirming receipt, completes the
 * deal. The listing (and the swap listing) is sold at the agreed terms, the offer completed, the
 * deal recorded; a trial loan ends bought. Other open offers naming either as their swap close
 * as when a listing leaves sale outside a deal (withdrawn by its owner, the other party told).
 */
export function completeListing(deps: Deps, actor: UserRow, listingId: number, input: CompleteInput): { deal: Deal } {
  const dealId = write(deps, (tx) => {
    const { listing, offer } = reservation(deps, listingId);
    const isSeller = listing.userId === actor.id;
    const isBuyer = offer?.buyerId === actor.id;
    if (!isSeller && !isBuyer) throw forbidden(OFFER_TEXTS.notParty);
    if (listing.status !== 'reserved' || offer?.status !== 'accepted') throw conflict(OFFER_TEXTS.notReserved);
    if (isBuyer && input.received !== true) throw badRequest(OFFER_TEXTS.confirmReceived);

    const now = deps.now();
    const swap = offer.swapListingId === null ? undefined : listingRow(deps, offer.swapListingId);
    // A swap agrees no price for the piece alone, so the price guide does not count it.
    moveListing(deps, tx, listing, { status: 'sold', soldAt: now, salePriceCents: swap ? null : offer.amountCents }, now);
    cancelPendingLoans(deps, tx, listing);
    // Offers naming a sold listing as their swap (its owner's, elsewhere) can never be accepted now.
    closeOffersOffSale(deps, tx, listing);
    if (swap && swap.status !== 'deleted') {
      moveListing(deps, tx, swap, { status: 'sold', soldAt: now, salePriceCents: null }, now);
      cancelPendingLoans(deps, tx, swap);
      closeOffersOffSale(deps, tx, swap);
    }
    deps.db.update(offers).set({ status: 'completed' }).where(eq(offers.id, offer.id)).run();
    if (offer.loanId !== null) {
      deps.db
        .update(loans)
        .set({ status: 'bought', updatedAt: now })
        .where(and(eq(loans.id, offer.loanId), inArray(loans.status, ['active', 'return_pending'])))
        .run();
    }
    const deal = deps.db
      .insert(deals)
      .values({
        offerId: offer.id,
        listingId: listing.id,
        swapListingId: offer.swapListingId,
        buyerId: offer.buyerId,
        sellerId: offer.sellerId,
        amountCents: offer.amountCents,
        completedAt: now,
      })
      .returning()
      .get();
    const counterpart = userRow(deps, isSeller ? offer.buyerId : offer.sellerId);
    offerStep(deps, tx, { actor, counterpart, listing, text: OFFER_STEP_TEXTS.completed(nameOf(actor), itemName(listing)) });
    return deal.id;
  });
  return { deal: readDeal(deps, dealId) };
}
