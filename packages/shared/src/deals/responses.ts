import { z } from 'zod';
import { LISTING_STATUSES } from '../constants';
import { apiNote, apiShape, idValue, timestampValue } from '../responses';
import { userMiniOutput } from '../users/responses';
import { OFFER_STATUSES } from './texts';

/** The shapes of issue 30: offers and deals. */

export const offerStatusValue = apiShape('OfferStatus', z.enum(OFFER_STATUSES));

const money = apiNote(z.number().positive().nullable(), 'Dollars, at most 2 decimals; null when the offer is a swap alone.');

/** A listing an offer names, as much as a card needs. */
const offerListing = z.strictObject({
  listing_id: idValue,
  brand: z.string(),
  model: z.string(),
  instrument_type: z.string(),
  status: z.enum(LISTING_STATUSES),
  price: z.number().positive(),
});

export const offerOutput = apiShape(
  'Offer',
  z.strictObject({
    offer_id: idValue,
    listing_id: idValue,
    buyer_id: idValue,
    seller_id: idValue,
    buyer: apiNote(userMiniOutput, 'The buyer, as messages name members.'),
    seller: apiNote(userMiniOutput, 'The seller, as messages name members.'),
    from_user_id: apiNote(idValue, 'Who made this offer: the buyer, or the seller for a counter. The other party answers it.'),
    amount: money,
    swap_listing_id: apiNote(idValue.nullable(), "One of the buyer's own listings, given in the swap; null for money alone."),
    note: z.string().nullable(),
    status: offerStatusValue,
    parent_offer_id: apiNote(idValue.nullable(), 'The offer this one counters; null for a first offer.'),
    loan_id: apiNote(idValue.nullable(), "Trial-to-buy: the buyer's loan of this listing the offer was made from; null otherwise."),
    expires_at: apiNote(timestampValue, 'An open offer expires at this time (OFFER_HOURS after it was made).'),
    created_at: timestampValue,
    answered_at: apiNote(timestampValue.nullable(), 'When it left open; null while open.'),
    listing: apiNote(offerListing, 'The listing the offer is for.'),
    swap_listing: apiNote(offerListing.nullable(), 'The listing offered in the swap, if any.'),
  }),
);
export type Offer = z.output<typeof offerOutput>;

export const offerAnswerOutput = apiShape('OfferResponse', z.strictObject({ offer: offerOutput }));
export const offerListOutput = apiShape('OfferListResponse', z.strictObject({ offers: apiNote(z.array(offerOutput), 'Newest first.') }));

export const dealOutput = apiShape(
  'Deal',
  z.strictObject({
    deal_id: idValue,
    offer_id: idValue,
    listing_id: idValue,
    swap_listing_id: idValue.nullable(),
    buyer_id: idValue,
    seller_id: idValue,
    buyer: apiNote(userMiniOutput, 'The buyer, as messages name members.'),
    seller: apiNote(userMiniOutput, 'The seller, as messages name members.'),
    amount: money,
    completed_at: timestampValue,
    listing: apiNote(offerListing, 'The listing sold.'),
    swap_listing: apiNote(offerListing.nullable(), 'The listing given in the swap, if any.'),
  }),
);
export type Deal = z.output<typeof dealOutput>;

export const dealAnswerOutput = apiShape('DealResponse', z.strictObject({ deal: dealOutput }));
export const dealListOutput = apiShape('DealListResponse', z.strictObject({ deals: apiNote(z.array(dealOutput), 'Newest first.') }));
