import type { RouterOutputs } from '../../lib/apiTypes';

/** Issue 30 `Offer`, as the server's router declares it. */
export type Offer = RouterOutputs['offers']['list']['offers'][number];
/** Issue 30 `Deal`: a completed offer. */
export type Deal = RouterOutputs['deals']['list']['deals'][number];
/** The listing an offer or a deal names, as much as a card needs. */
export type OfferListing = Offer['listing'];
