export { RATING_TEXTS } from '@mpx/shared';

/**
 * Texts about ratings that only the web app shows (product §2 Listing detail, Profile). The
 * contract's own texts (server errors, "Rating submitted!", "Failed to submit rating.") are
 * RATING_TEXTS in @mpx/shared.
 */
export const RATINGS_PAGE_TEXTS = {
  /** A member nobody has rated (cards, seller card, profiles). */
  none: 'No ratings yet',
  loading: 'Loading ratings...',
  /** Product §2 Listing detail: the button. */
  rateUser: 'Rate User',
  stars: 'Stars',
  comment: 'Comment',
  submit: 'Submit',
  submitting: 'Submitting...',
  /** The seller's ratings list on the listing page and the seller's profile. */
  sellerRatings: 'Seller ratings',
  /** The own profile's list. */
  received: 'Ratings received',
} as const;

/** Who a rating is for: a listing's seller, or after a deal (issue 30) its buyer. */
export type RatedParty = 'seller' | 'buyer';

/** "Your rating of Tromba, seller of the Bach 3C." ("buyer of" when the seller rates after a deal). */
export function rateDialogDescription(member: string, listing: { brand: string; model: string }, party: RatedParty = 'seller'): string {
  return `Your rating of ${member}, ${party} of the ${listing.brand} ${listing.model}.`;
}
