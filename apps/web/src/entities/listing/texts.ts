export { LISTING_TEXTS } from '@mpx/shared';

/** Texts of the listing pages that only the web app shows (product §2 Listing detail). */
export const LISTING_PAGE_TEXTS = {
  guestNote: 'Log in to contact the seller or buy this mouthpiece.',
  ownerNote: 'You cannot message yourself or buy your own listing.',
  noPaymentLink: 'No PayPal link provided',
  detailLoadFailed: 'Failed to load listing',
  createFailed: 'Failed to create listing.',
  updateFailed: 'Failed to update listing.',
} as const;
