import { OFFER_TEXTS, type OfferStatus } from '@mpx/shared';
import type { Offer } from './types';

/** What a party may do with an open offer (issue 30). */
export type OfferStep = 'accept' | 'counter' | 'decline' | 'withdraw';
/** What a party may do with a reserved listing's accepted offer. */
export type ReservationStep = 'complete' | 'release' | 'received';

type Parties = Pick<Offer, 'buyer_id' | 'seller_id'>;

/**
 * Open and not past its time. The server's sweep marks an offer expired within minutes of
 * `expires_at` and refuses an answer from that instant, so the card stops offering one too.
 */
export function isOpen(offer: Pick<Offer, 'status' | 'expires_at'>, now: number): boolean {
  return offer.status === 'open' && Date.parse(offer.expires_at) > now;
}

/** Still in play: open, or accepted with the listing reserved. The rest is history. */
export function isLive(offer: Pick<Offer, 'status' | 'expires_at'>, now: number): boolean {
  return isOpen(offer, now) || offer.status === 'accepted';
}

/** The status a card shows: an open offer past its time reads "Expired" before the sweep gets to it. */
export function shownStatus(offer: Pick<Offer, 'status' | 'expires_at'>, now: number): OfferStatus {
  return offer.status === 'open' && !isOpen(offer, now) ? 'expired' : offer.status;
}

/** The party who did not make an offer answers it; its maker may only take it back. */
export function offerSteps(offer: Pick<Offer, 'status' | 'expires_at' | 'from_user_id'>, viewerId: number, now: number): OfferStep[] {
  if (!isOpen(offer, now)) return [];
  return offer.from_user_id === viewerId ? ['withdraw'] : ['accept', 'counter', 'decline'];
}

/**
 * On an accepted offer whose listing is reserved: the seller completes the deal or puts the
 * listing back on sale; the buyer completes it by saying it arrived.
 */
export function reservationSteps(offer: Pick<Offer, 'status' | 'listing'> & Parties, viewerId: number): ReservationStep[] {
  if (offer.status !== 'accepted' || offer.listing.status !== 'reserved') return [];
  if (offer.seller_id === viewerId) return ['complete', 'release'];
  if (offer.buyer_id === viewerId) return ['received'];
  return [];
}

/** The other party of an offer or a deal, seen from the viewer. */
export function counterpartOf(offer: Parties, viewerId: number): number {
  return offer.buyer_id === viewerId ? offer.seller_id : offer.buyer_id;
}

/** The other party as the offer or deal names them. */
export function counterpart<T>(offer: { buyer_id: number; buyer: T; seller: T }, viewerId: number): T {
  return offer.buyer_id === viewerId ? offer.seller : offer.buyer;
}

/** "Your offer", "Your counter-offer", "Offer from Robin", "Counter-offer from Robin". */
export function offerTitle(offer: Pick<Offer, 'from_user_id' | 'parent_offer_id'>, viewerId: number, otherName: string): string {
  const counter = offer.parent_offer_id !== null;
  if (offer.from_user_id === viewerId) return counter ? OFFER_TEXTS.yourCounter : OFFER_TEXTS.yourOffer;
  return counter ? OFFER_TEXTS.counterFrom(otherName) : OFFER_TEXTS.offerFrom(otherName);
}

/** "Bach 7C": how texts name a listing. */
export function itemOf(listing: { brand: string; model: string }): string {
  return `${listing.brand} ${listing.model}`;
}
