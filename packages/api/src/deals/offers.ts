import { offers, type ListingRow, type OfferRow, type UserRow } from '@mpx/db';
import { OFFER_STEP_TEXTS, OFFER_TEXTS, offerTerms, centsToDollars, type CounterRequest, type Offer, type OfferAnswer, type OfferRequest } from '@mpx/shared';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { write, type WriteScope } from '../core/write';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { itemName, listingRow, nameOf, offerStep, userRow } from './effects';
import { partyOffer, readOffer } from './read';
import { reserveFor } from './reservation';
import { assertOpenToOffers, checkedTerms, offerExpiry } from './terms';

/** How the terms of a stored offer read in its conversation line. */
function termsText(deps: Deps, row: Pick<OfferRow, 'amountCents' | 'swapListingId'>): string {
  const swap = row.swapListingId === null ? null : (listingRow(deps, row.swapListingId) ?? null);
  return offerTerms(row.amountCents === null ? null : centsToDollars(row.amountCents), swap);
}

function liveListing(deps: Deps, listingId: number): ListingRow {
  const listing = listingRow(deps, listingId);
  if (!listing || listing.status === 'deleted') throw notFound(OFFER_TEXTS.listingNotFound);
  return listing;
}

/**
 * POST /api/offers: money, a swap or both for another member's listing. A buyer has one open offer
 * per listing: a new one withdraws the old in the same write (the partial unique index is the
 * second line).
 */
export function makeOffer(deps: Deps, buyer: UserRow, input: OfferRequest): Offer {
  const offerId = write(deps, (tx) => {
    const listing = liveListing(deps, input.listing_id);
    if (listing.userId === buyer.id) throw badRequest(OFFER_TEXTS.ownListing);
    const loan = assertOpenToOffers(deps, listing, buyer.id);
    const terms = checkedTerms(deps, buyer, listing, input);
    const now = deps.now();
    deps.db
      .update(offers)
      .set({ status: 'withdrawn', answeredAt: now })
      .where(and(eq(offers.listingId, listing.id), eq(offers.buyerId, buyer.id), eq(offers.status, 'open')))
      .run();
    const row = deps.db
      .insert(offers)
      .values({
        listingId: listing.id,
        buyerId: buyer.id,
        sellerId: listing.userId,
        fromUserId: buyer.id,
        ...terms,
        status: 'open',
        loanId: loan?.id ?? null,
        expiresAt: offerExpiry(deps, now),
        createdAt: now,
      })
      .returning()
      .get();
    const text = OFFER_STEP_TEXTS.made(nameOf(buyer), itemName(listing), termsText(deps, row));
    offerStep(deps, tx, { actor: buyer, counterpart: userRow(deps, listing.userId), listing, text });
    return row.id;
  });
  return readOffer(deps, offerId);
}

/**
 * An open offer the actor may answer: a party (else 404), not its maker (403), still open and
 * not past its time (409). Read inside the answer's write, so of two answers the second sees
 * the first.
 */
function answerable(deps: Deps, actor: UserRow, offerId: number): OfferRow {
  const offer = partyOffer(deps, actor.id, offerId);
  if (offer.fromUserId === actor.id) throw forbidden(OFFER_TEXTS.answerOwn);
  assertOpen(deps, offer);
  return offer;
}

function assertOpen(deps: Deps, offer: OfferRow): void {
  if (offer.status !== 'open') throw conflict(OFFER_TEXTS.notOpen);
  // The sweep marks it expired within minutes; until then the clock alone refuses it.
  if (offer.expiresAt <= deps.now()) throw conflict(OFFER_TEXTS.expired);
}

/** The other party of an offer, seen from `actor`. */
const otherParty = (offer: OfferRow, actor: UserRow) => (offer.buyerId === actor.id ? offer.sellerId : offer.buyerId);

function closeOffer(deps: Deps, offer: OfferRow, status: OfferRow['status'], now: number): void {
  deps.db.update(offers).set({ status, answeredAt: now }).where(eq(offers.id, offer.id)).run();
}

/** POST /api/offers/{id}/counter: the other party's new terms; the countered offer closes. */
export function counterOffer(deps: Deps, actor: UserRow, offerId: number, input: CounterRequest): Offer {
  const newId = write(deps, (tx) => {
    const offer = answerable(deps, actor, offerId);
    const listing = liveListing(deps, offer.listingId);
    assertOpenToOffers(deps, listing, offer.buyerId);
    const terms = checkedTerms(deps, { id: offer.buyerId }, listing, input);
    const now = deps.now();
    closeOffer(deps, offer, 'countered', now);
    const row = deps.db
      .insert(offers)
      .values({
        listingId: offer.listingId,
        buyerId: offer.buyerId,
        sellerId: offer.sellerId,
        fromUserId: actor.id,
        ...terms,
        status: 'open',
        parentOfferId: offer.id,
        loanId: offer.loanId,
        expiresAt: offerExpiry(deps, now),
        createdAt: now,
      })
      .returning()
      .get();
    const text = OFFER_STEP_TEXTS.countered(nameOf(actor), itemName(listing), termsText(deps, row));
    offerStep(deps, tx, { actor, counterpart: userRow(deps, otherParty(offer, actor)), listing, text });
    return row.id;
  });
  return readOffer(deps, newId);
}

/** POST /api/offers/{id}/accept | decline | withdraw. */
export function answerOffer(deps: Deps, actor: UserRow, offerId: number, answer: OfferAnswer): Offer {
  write(deps, (tx) => {
    if (answer === 'withdraw') return withdraw(deps, tx, actor, offerId);
    const offer = answerable(deps, actor, offerId);
    const listing = liveListing(deps, offer.listingId);
    const counterpart = userRow(deps, otherParty(offer, actor));
    const now = deps.now();
    if (answer === 'accept') {
      reserveFor(deps, tx, offer, listing, now);
      closeOffer(deps, offer, 'accepted', now);
      offerStep(deps, tx, { actor, counterpart, listing, text: OFFER_STEP_TEXTS.accepted(nameOf(actor), itemName(listing)) });
    } else {
      closeOffer(deps, offer, 'declined', now);
      offerStep(deps, tx, { actor, counterpart, listing, text: OFFER_STEP_TEXTS.declined(nameOf(actor), itemName(listing)) });
    }
  });
  return readOffer(deps, offerId);
}

/** Only the member who made an offer takes it back; it must still be open. */
function withdraw(deps: Deps, tx: WriteScope, actor: UserRow, offerId: number): void {
  const offer = partyOffer(deps, actor.id, offerId);
  if (offer.fromUserId !== actor.id) throw forbidden(OFFER_TEXTS.withdrawOthers);
  if (offer.status !== 'open') throw conflict(OFFER_TEXTS.notOpen);
  const listing = liveListing(deps, offer.listingId);
  closeOffer(deps, offer, 'withdrawn', deps.now());
  offerStep(deps, tx, {
    actor,
    counterpart: userRow(deps, otherParty(offer, actor)),
    listing,
    text: OFFER_STEP_TEXTS.withdrawn(nameOf(actor), itemName(listing)),
  });
}
