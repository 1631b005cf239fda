import type { ReactNode } from 'react';
import type { Listing } from '../../entities/listing/types';

/**
 * What other features show on the listing page. The route fills them (routes/listings/$id.tsx),
 * so the listing page depends on no feature that acts on a listing: watching, messaging, offers
 * and deals, loans, ratings, flags and the price guide each stay in their own folder.
 */
export interface ListingDetailSlots {
  /** Beside the price: the watch heart. */
  watch: (listing: Listing) => ReactNode;
  /** Under the price: how many members watch it. */
  watchers: (listing: Listing) => ReactNode;
  /** What a signed-in member who does not own it can do, after Pay: message, make an offer, request a loan, rate, flag. */
  actions: (listing: Listing) => ReactNode;
  /** What its owner can do or see here, under the owner's note: complete or release a reservation, who wants it. */
  owner: (listing: Listing) => ReactNode;
  /** Between the seller's ratings and similar sizes: the price guide. */
  aside: (listing: Listing) => ReactNode;
}
