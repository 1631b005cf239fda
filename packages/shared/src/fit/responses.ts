import { z } from 'zod';
import { listingOutput } from '../listings/responses';
import { apiNote, apiShape } from '../responses';
import { setupPieceOutput } from '../setup/responses';
import { FOR_YOU_PER_SECTION } from './texts';

/** Why a listing is offered for a piece (api §26), from the nearest kind of likeness to the loosest. */
export const FOR_YOU_REASONS = ['same', 'equivalent', 'difference', 'larger', 'smaller', 'modified'] as const;
export type ForYouReasonKind = (typeof FOR_YOU_REASONS)[number];

export const forYouReasonOutput = apiShape(
  'ForYouReason',
  z.strictObject({
    kind: apiNote(
      z.enum(FOR_YOU_REASONS),
      '`same`: the piece’s own size; `equivalent`: a published equivalent; `difference`: a measured neighbour (as `like`); `larger`/`smaller`: a rim 0.2–0.5 mm either side; `modified`: a listing that declares modifications, whose printed figures placed it but which is never called the same size or an equivalent.',
    ),
    text: apiNote(z.string(), 'One line for the card: "Yamaha\'s own equivalent of your Bach 7C", "Rim 0.3 mm larger than your 7C".'),
  }),
);
export type ForYouReason = z.output<typeof forYouReasonOutput>;

export const forYouListingOutput = apiShape('ForYouListing', listingOutput.extend({ reason: forYouReasonOutput }), 'A `Listing` with why it is offered.');
export type ForYouListing = z.output<typeof forYouListingOutput>;

export const forYouSectionOutput = apiShape(
  'ForYouSection',
  z.strictObject({
    piece: setupPieceOutput,
    listings: apiNote(
      z.array(forYouListingOutput),
      `At most ${FOR_YOU_PER_SECTION}: the same size and published equivalents, then measured neighbours, then a little bigger and smaller; nearest seller first within each when the member has a postcode.`,
    ),
  }),
);
export type ForYouSection = z.output<typeof forYouSectionOutput>;

export const forYouOutput = apiShape(
  'ForYou',
  z.strictObject({ sections: apiNote(z.array(forYouSectionOutput), 'One per current piece of the member’s setup, in the setup’s order; empty without one.') }),
);
export type ForYou = z.output<typeof forYouOutput>;
