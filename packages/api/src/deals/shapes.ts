import type { DealRow, ListingRow, OfferRow } from '@mpx/db';
import { centsToDollars, type Deal, type Offer } from '@mpx/shared';
import { iso } from '../time';

/** As much of a listing as an offer or deal card shows. */
export type NamedListing = Pick<ListingRow, 'id' | 'brand' | 'model' | 'instrumentType' | 'status' | 'priceCents'>;

function toOfferListing(l: NamedListing) {
  return { listing_id: l.id, brand: l.brand, model: l.model, instrument_type: l.instrumentType, status: l.status, price: centsToDollars(l.priceCents) };
}

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export function toOffer(row: OfferRow, listing: NamedListing, swap: NamedListing | null): Offer {
  return {
    offer_id: row.id,
    listing_id: row.listingId,
    buyer_id: row.buyerId,
    seller_id: row.sellerId,
    from_user_id: row.fromUserId,
    amount: dollars(row.amountCents),
    swap_listing_id: row.swapListingId,
    note: row.note,
    status: row.status,
    parent_offer_id: row.parentOfferId,
    loan_id: row.loanId,
    expires_at: iso(row.expiresAt),
    created_at: iso(row.createdAt),
    answered_at: row.answeredAt === null ? null : iso(row.answeredAt),
    listing: toOfferListing(listing),
    swap_listing: swap ? toOfferListing(swap) : null,
  };
}

export function toDeal(row: DealRow, listing: NamedListing, swap: NamedListing | null): Deal {
  return {
    deal_id: row.id,
    offer_id: row.offerId,
    listing_id: row.listingId,
    swap_listing_id: row.swapListingId,
    buyer_id: row.buyerId,
    seller_id: row.sellerId,
    amount: dollars(row.amountCents),
    completed_at: iso(row.completedAt),
    listing: toOfferListing(listing),
    swap_listing: swap ? toOfferListing(swap) : null,
  };
}
