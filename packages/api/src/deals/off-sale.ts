import { offers, type ListingRow, type OfferRow } from '@mpx/db';
import { OFFER_STEP_TEXTS, present } from '@mpx/shared';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Deps } from '../context';
import type { WriteScope } from '../core/write';
import { itemName, listingRow, nameOf, offerStep, userRow } from './effects';

/**
 * The open offers on `gone` and those offering it as the swap, closed by its owner: the other
 * party's offer declined, the owner's own (a counter, or an offer of their listing as the swap)
 * withdrawn; each step speaks as every step does. An offer already past its time is left to the
 * offer expiry, which tells its maker it expired.
 */
export function closeOffersOffSale(deps: Deps, tx: WriteScope, gone: ListingRow): void {
  const now = deps.now();
  const open = deps.db
    .select()
    .from(offers)
    .where(and(eq(offers.status, 'open'), gt(offers.expiresAt, now), or(eq(offers.listingId, gone.id), eq(offers.swapListingId, gone.id))))
    .orderBy(asc(offers.id))
    .all();
  if (open.length === 0) return;
  const owner = userRow(deps, gone.userId);
  const withdrawn = (offer: OfferRow) => offer.fromUserId === owner.id;
  for (const status of ['declined', 'withdrawn'] as const) {
    const ids = open.filter((offer) => withdrawn(offer) === (status === 'withdrawn')).map((offer) => offer.id);
    if (ids.length > 0) deps.db.update(offers).set({ status, answeredAt: now }).where(inArray(offers.id, ids)).run();
  }
  for (const offer of open) {
    const asSwap = offer.listingId !== gone.id;
    const listing = asSwap ? present(listingRow(deps, offer.listingId), `listing ${offer.listingId}`) : gone;
    const text = (withdrawn(offer) ? OFFER_STEP_TEXTS.withdrawnOffSale : OFFER_STEP_TEXTS.declinedOffSale)(
      nameOf(owner),
      itemName(listing),
      asSwap ? itemName(gone) : null,
    );
    const counterpart = userRow(deps, offer.buyerId === owner.id ? offer.sellerId : offer.buyerId);
    offerStep(deps, tx, { actor: owner, counterpart, listing, text });
  }
}
