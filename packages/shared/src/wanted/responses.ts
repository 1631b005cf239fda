import { z } from 'zod';
import { apiNote, apiShape, countValue, idValue, messageOutput, timestampValue } from '../responses';
import { CUP_CLASSES } from '../sizes/types';
import { WANTED_TEXTS } from './texts';

/** A wanted post as the board shows it (api §27): the member's name and suburb, never an email. */
export const wantedOutput = apiShape(
  'WantedPost',
  z.strictObject({
    wanted_id: idValue,
    member: z.strictObject({ id: idValue, name: apiNote(z.string(), 'The display name: the nickname when set, otherwise the name.') }),
    suburb: apiNote(z.string().nullable(), 'The place of the member’s postcode, as listings’ `place`; null when the table does not place it.'),
    instrument_type: z.string(),
    like: apiNote(z.string().nullable(), 'The size wanted, as the size table names it ("Schilke 14").'),
    rim_min: z.number().nullable(),
    rim_max: z.number().nullable(),
    cup: apiNote(z.enum(CUP_CLASSES).nullable(), 'The cup depth wanted, a word of the size table’s scale ("deep"); null for any.'),
    price_max: z.number().nullable(),
    near: z.string().nullable(),
    within_km: z.number().nullable(),
    note: z.string().nullable(),
    summary: apiNote(z.string(), 'What it looks for in words ("Trumpet · like Schilke 14 · within 50 km of 3000").'),
    query: apiNote(z.string(), 'The browse query string that finds what it wants: GET /api/listings?{query}.'),
    created_at: timestampValue,
    expires_at: apiNote(timestampValue, 'Off the board and no longer matched from then, until renewed.'),
  }),
);
export type WantedPost = z.output<typeof wantedOutput>;

export const wantedPostOutput = apiShape('WantedPostAnswer', z.strictObject({ wanted: wantedOutput }));

export const wantedBoardOutput = apiShape(
  'WantedBoard',
  z.strictObject({ wanted: apiNote(z.array(wantedOutput), 'Newest first; expired posts are left out.'), total: countValue }),
);
export type WantedBoard = z.output<typeof wantedBoardOutput>;

export const wantedRemovedOutput = messageOutput('WantedRemoved', WANTED_TEXTS.deleted);

/** GET /api/listings/{id}/wanted: the members whose wanted posts the listing matches, for its seller. */
export const listingWantersOutput = apiShape('ListingWanters', z.strictObject({ count: countValue, wanted: z.array(wantedOutput) }));
export type ListingWanters = z.output<typeof listingWantersOutput>;

/** The listing form's live line: how many wanted posts the draft would match. */
export const wantersCountOutput = z.strictObject({ count: countValue });
