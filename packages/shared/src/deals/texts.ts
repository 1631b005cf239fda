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
  /** The offer and counter-offer dialogs. */
  offerDialog: (item: string, price: string) => `${item}, listed at ${price}.`,
  amountLabel: 'Amount (AUD)',
  amountHint: 'Leave it empty to offer a swap alone.',
  swapMine: 'Swap for one of my listings',
  swapTheirs: (name: string) => `Swap for one of ${name}'s listings`,
  noSwap: 'No swap',
  noteLabel: 'Note',
  send: 'Send offer',
  sending: 'Sending...',
  counter: 'Counter',
  counterTitle: 'Counter-offer',
  counterDialog: (item: string, terms: string) => `Their offer for ${item}: ${terms}. Your terms replace it.`,
  sendCounter: 'Send counter-offer',
  counterSent: 'Counter-offer sent!',
  counterFailed: 'Failed to send counter-offer.',
  /** An offer's card. */
  yourOffer: 'Your offer',
  yourCounter: 'Your counter-offer',
  /** Who an offer is from while their name loads, or when they are gone. */
  someone: 'a member',
  offerFrom: (name: string) => `Offer from ${name}`,
  counterFrom: (name: string) => `Counter-offer from ${name}`,
  expires: (when: string) => `Expires ${when}`,
  earlier: (count: number) => `Earlier offers (${count})`,
  accept: 'Accept',
  decline: 'Decline',
  withdraw: 'Withdraw',
  /** Read after each button's label by screen readers: "Accept offer of $95 for Bach 7C". */
  actionTarget: (terms: string, item: string) => `offer of ${terms} for ${item}`,
  confirmAcceptTitle: 'Accept this offer?',
  confirmAccept: (item: string) => `${item} will be reserved for this deal: it comes off sale, and any other open offers on it are declined.`,
  accepted: 'Offer accepted. The listing is reserved.',
  declined: 'Offer declined.',
  withdrawn: 'Offer withdrawn.',
  acceptFailed: 'Failed to accept offer.',
  declineFailed: 'Failed to decline offer.',
  withdrawFailed: 'Failed to withdraw offer.',
  /** The lists of offers: in a conversation, in My Listings and on the Deals page. */
  conversationTitle: 'Offers',
  receivedTitle: 'Offers received',
  madeTitle: 'Offers I made',
  loading: 'Loading offers...',
  loadFailed: 'Failed to fetch offers.',
} as const;

/** Issue 30: how each state of an offer is named on its card. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  countered: 'Countered',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  released: 'Released',
  completed: 'Completed',
};

/** The web's texts of a reserved listing and of completed deals (the Deals page). */
export const DEAL_TEXTS = {
  pageTitle: 'Deals',
  pageIntro: 'Offers you made and received, and the deals you completed.',
  tabsLabel: 'Deals by kind',
  completedTitle: 'Completed deals',
  loadFailed: 'Failed to fetch deals.',
  reservedFor: (name: string, terms: string) => `Reserved for ${name}: ${terms}.`,
  reservedForYou: (terms: string) => `Reserved for you: ${terms}.`,
  complete: 'Mark as completed',
  release: 'Release reservation',
  received: 'I received it',
  confirmCompleteTitle: 'Mark as completed',
  confirmComplete: 'The listing is marked sold at the agreed terms, and you can rate each other. This cannot be undone.',
  confirmReleaseTitle: 'Release reservation',
  confirmRelease: 'The listing goes back on sale, and the buyer is told.',
  confirmReceivedTitle: 'I received it',
  confirmReceived: 'Confirm the mouthpiece reached you: the deal is completed and the listing marked sold. This cannot be undone.',
  completed: 'Deal completed. You can now rate each other.',
  released: 'Reservation released. The listing is on sale again.',
  completeFailed: 'Failed to complete deal.',
  releaseFailed: 'Failed to release reservation.',
  soldTo: (name: string) => `You sold it to ${name}`,
  boughtFrom: (name: string) => `You bought it from ${name}`,
  completedOn: (date: string) => `Completed ${date}`,
  rate: (name: string) => `Rate ${name}`,
} as const;

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
  /**
   * A listing left sale outside a deal (paused, sold, deleted, expired): its owner declines the
   * other party's open offers and withdraws their own. `swap` names the listing that left when it
   * is the offer's swap, not the listing the offer is for.
   */
  declinedOffSale: (actor: string, item: string, swap: string | null) => `${actor} declined the offer for ${item}: ${swap ?? 'it'} is no longer for sale.`,
  withdrawnOffSale: (actor: string, item: string, swap: string | null) => `${actor} withdrew the offer for ${item}: ${swap ?? 'it'} is no longer for sale.`,
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
