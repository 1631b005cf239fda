import { formatPrice } from '../money';

/** Issue 30: an offer's life. `open` is the only state that can be answered. */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'countered', 'withdrawn', 'expired', 'released', 'completed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The answers a party gives to an open offer: who may give each is in `offerAnswerBy`. */
export const OFFER_ANSWERS = ['accept', 'decline', 'withdraw'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/** Hours an offer stays open before it expires (`OFFER_HOURS`). */
export const DEFAULT_OFFER_HOURS = 48;
/** Days an active listing stays up without a renewal (`LISTING_EXPIRY_DAYS`; 0 turns expiry off). */
export const DEFAULT_LISTING_EXPIRY_DAYS = 60;
/** The owner hears this many days before their listing expires. */
export const EXPIRY_WARNING_DAYS = 3;
export const MAX_OFFER_NOTE = 1000;

export const OFFER_TEXTS = {
  listingRequired: 'A listing is required.',
  terms: 'An offer needs an amount, a listing to swap, or both.',
  amount: {
    required: 'Amount is required.',
    invalid: 'Amount must be a valid number.',
    positive: 'Amount must be greater than 0.',
    max: 'Amount cannot exceed $100,000.',
  },
  swapId: 'The listing to swap must be a listing ID.',
  noteType: 'Note must be a string.',
  noteLength: `Note must be ${MAX_OFFER_NOTE} characters or less.`,
  listingNotFound: 'Listing not found.',
  ownListing: 'You cannot make an offer on your own listing.',
  notAvailable: 'This item is not currently available.',
  swapNotYours: 'The listing to swap must be one of your own active listings.',
  swapGone: 'The listing offered in the swap is no longer available.',
  offerNotFound: 'Offer not found.',
  notOpen: 'This offer is no longer open.',
  expired: 'This offer has expired.',
  answerOwn: 'You cannot answer your own offer.',
  withdrawOthers: 'Only the member who made an offer can withdraw it.',
  roleInvalid: 'Role must be buyer or seller.',
  statusInvalid: `Status must be one of: ${OFFER_STATUSES.join(', ')}.`,
  /** Release and complete. */
  notReserved: 'This listing is not reserved.',
  sellerOnly: 'Only the seller can do this.',
  confirmReceived: 'To complete as the buyer, confirm you received it: send received: true.',
  notParty: 'Only the seller or the buyer of this deal can complete it.',
  /** Renew. */
  notExpirable: 'Only active or expired listings can be renewed.',
  /** Web texts. */
  makeOffer: 'Make an offer',
  offerSent: 'Offer sent!',
  offerFailed: 'Failed to send offer.',
  reserved: 'Reserved',
  noOffersReceived: 'No offers received yet.',
  noOffersMade: "You haven't made any offers yet.",
  noDeals: 'No completed deals yet.',
  afterDeal: 'after a deal',
} as const;

export const LISTING_STATUS_LABELS = { reserved: 'Reserved', expired: 'Expired' } as const;

/** How an offer's terms read: "$120", "a swap for your Bach 7C", "$40 and a swap for your Bach 7C". */
export function offerTerms(amount: number | null, swap: { brand: string; model: string } | null): string {
  const money = amount === null ? null : formatPrice(amount);
  const swapText = swap ? `a swap for ${swap.brand} ${swap.model}` : null;
  return [money, swapText].filter((part) => part !== null).join(' and ');
}

/**
 * The conversation line and notification of each step, in the member's voice. `actor` is the
 * display name of who took the step; `item` is "Bach 7C".
 */
export const OFFER_STEP_TEXTS = {
  made: (actor: string, item: string, terms: string) => `${actor} offered ${terms} for ${item}.`,
  countered: (actor: string, item: string, terms: string) => `${actor} countered with ${terms} for ${item}.`,
  accepted: (actor: string, item: string) => `${actor} accepted the offer for ${item}. It is reserved for you.`,
  declined: (actor: string, item: string) => `${actor} declined the offer for ${item}.`,
  withdrawn: (actor: string, item: string) => `${actor} withdrew the offer for ${item}.`,
  declinedReserved: (item: string) => `${item} was reserved for another member, so your offer was declined.`,
  expired: (item: string) => `The offer for ${item} expired without an answer.`,
  released: (actor: string, item: string) => `${actor} released the reservation of ${item}. It is on sale again.`,
  completed: (actor: string, item: string) => `${actor} completed the deal for ${item}. You can now rate each other.`,
} as const;

/** The owner's notice before expiry, and after; My Listings' Expired tab and its Renew button. */
export const EXPIRY_TEXTS = {
  soon: (item: string, days: number) => `Your listing ${item} expires in ${days === 1 ? '1 day' : `${days} days`}. Renew it to keep it on the exchange.`,
  expired: (item: string) => `Your listing ${item} has expired. Renew it to put it back on the exchange.`,
  /** The subjects of the two emails. */
  soonSubject: (item: string) => `Your listing expires soon: ${item}`,
  expiredSubject: (item: string) => `Your listing has expired: ${item}`,
  renew: 'Renew',
  renewed: 'Listing renewed.',
  renewFailed: 'Failed to renew listing.',
  none: 'No expired listings.',
  /** On an owner's card: when an active listing will expire, or when an expired one did. */
  expiresOn: (date: string) => `Expires ${date}`,
  expiredOn: (date: string) => `Expired ${date}`,
} as const;
