import { deals, listings, offers, type OfferRow } from '@mpx/db';
import { OFFER_TEXTS, present, type Deal, type Offer, type OfferStatus } from '@mpx/shared';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Deps } from '../context';
import { notFound } from '../errors';
import { toDeal, toOffer } from './shapes';

const swapListing = alias(listings, 'swap_listing');

const NAMED = {
  id: listings.id,
  brand: listings.brand,
  model: listings.model,
  instrumentType: listings.instrumentType,
  status: listings.status,
  priceCents: listings.priceCents,
};
const SWAP_NAMED = {
  id: swapListing.id,
  brand: swapListing.brand,
  model: swapListing.model,
  instrumentType: swapListing.instrumentType,
  status: swapListing.status,
  priceCents: swapListing.priceCents,
};

function offerRows(deps: Deps, where: SQL | undefined): Offer[] {
  return deps.db
    .select({ offer: offers, listing: NAMED, swap: SWAP_NAMED })
    .from(offers)
    .innerJoin(listings, eq(listings.id, offers.listingId))
    .leftJoin(swapListing, eq(swapListing.id, offers.swapListingId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .all()
    .map((r) => toOffer(r.offer, r.listing, r.swap));
}

/** Either party may see an offer; to anyone else it does not exist. */
const partyOf = (userId: number) => or(eq(offers.buyerId, userId), eq(offers.sellerId, userId));

export interface OfferFilter {
  role?: 'buyer' | 'seller' | undefined;
  status?: OfferStatus | undefined;
  listing_id?: number | undefined;
}

/** GET /api/offers: the caller's own offers, newest first (each party's index by created_at). */
export function offersOf(deps: Deps, userId: number, filter: OfferFilter): Offer[] {
  const role = filter.role === 'buyer' ? eq(offers.buyerId, userId) : filter.role === 'seller' ? eq(offers.sellerId, userId) : partyOf(userId);
  return offerRows(
    deps,
    and(
      role,
      filter.status === undefined ? undefined : eq(offers.status, filter.status),
      filter.listing_id === undefined ? undefined : eq(offers.listingId, filter.listing_id),
    ),
  );
}

export function readOffer(deps: Deps, offerId: number): Offer {
  return present(offerRows(deps, eq(offers.id, offerId))[0], `offer ${offerId}`);
}

/** The offer as one of its parties; 404 for anyone else, so an outsider learns nothing. */
export function partyOffer(deps: Deps, userId: number, offerId: number): OfferRow {
  const row = deps.db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), partyOf(userId)))
    .get();
  if (!row) throw notFound(OFFER_TEXTS.offerNotFound);
  return row;
}

function dealRows(deps: Deps, where: SQL | undefined): Deal[] {
  return deps.db
    .select({ deal: deals, listing: NAMED, swap: SWAP_NAMED })
    .from(deals)
    .innerJoin(listings, eq(listings.id, deals.listingId))
    .leftJoin(swapListing, eq(swapListing.id, deals.swapListingId))
    .where(where)
    .orderBy(desc(deals.completedAt), desc(deals.id))
    .all()
    .map((r) => toDeal(r.deal, r.listing, r.swap));
}

/** GET /api/deals: the caller's completed deals, as buyer or seller, newest first. */
export function dealsOf(deps: Deps, userId: number): Deal[] {
  return dealRows(deps, or(eq(deals.buyerId, userId), eq(deals.sellerId, userId)));
}

export function readDeal(deps: Deps, dealId: number): Deal {
  return present(dealRows(deps, eq(deals.id, dealId))[0], `deal ${dealId}`);
}
