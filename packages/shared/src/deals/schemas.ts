import { z } from 'zod';
import { idField, nullableText, optionalIdField } from '../fields';
import { moneyField } from '../listings/price';
import { MAX_OFFER_NOTE, OFFER_STATUSES, OFFER_TEXTS } from './texts';

/** The terms of an offer or a counter: money, a swap, or both (issue 30). */
const terms = {
  amount: moneyField(OFFER_TEXTS.amount)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  swap_listing_id: optionalIdField(OFFER_TEXTS.swapId),
  note: nullableText(OFFER_TEXTS.noteType, [MAX_OFFER_NOTE, OFFER_TEXTS.noteLength])
    .optional()
    .transform((v) => v ?? null),
};

const needsTerms = <T extends { amount: number | null; swap_listing_id: number | null }>(v: T) => v.amount !== null || v.swap_listing_id !== null;

/** POST /api/offers. */
export const offerInput = z
  .object({ listing_id: idField(OFFER_TEXTS.listingRequired), ...terms })
  .refine(needsTerms, { message: OFFER_TEXTS.terms, path: ['amount'] });
export type OfferInput = z.input<typeof offerInput>;
export type OfferRequest = z.output<typeof offerInput>;

/** POST /api/offers/{id}/counter: the new terms for the offer the path names. */
export const counterInput = z.object({ offer_id: z.number().int(), ...terms }).refine(needsTerms, { message: OFFER_TEXTS.terms, path: ['amount'] });
export type CounterInput = z.input<typeof counterInput>;
export type CounterRequest = z.output<typeof counterInput>;

/** A query parameter sent empty (`status=`) is one not sent. */
const unlessEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/offers: the caller's own offers, as buyer or seller, optionally one status and one listing. */
export const offerListInput = z.object({
  role: unlessEmpty(z.enum(['buyer', 'seller'], { error: OFFER_TEXTS.roleInvalid })),
  status: unlessEmpty(z.enum(OFFER_STATUSES, { error: OFFER_TEXTS.statusInvalid })),
  listing_id: unlessEmpty(idField(OFFER_TEXTS.listingRequired)),
});
export type OfferListInput = z.input<typeof offerListInput>;

/** POST /api/listings/{id}/complete: the buyer says `received: true`; the seller sends nothing. */
export const completeInput = z.object({ received: z.boolean({ error: OFFER_TEXTS.confirmReceived }).optional() });
export type CompleteInput = z.input<typeof completeInput>;
