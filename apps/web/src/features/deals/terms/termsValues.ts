import type { OfferTermsInput } from '@mpx/shared';
import type { Offer } from '../types';

/** The offer form as typed: text for the amount, the chosen listing's id as text ('' for none). */
export interface TermsValues extends Record<string, unknown> {
  amount: string;
  swap: string;
  note: string;
}

/**
 * Empty, or the terms of the offer being countered, so a counter starts from what is on the
 * table. The note is the writer's own: it starts empty.
 */
export function termsValues(from?: Pick<Offer, 'amount' | 'swap_listing_id'>): TermsValues {
  return {
    amount: from?.amount == null ? '' : String(from.amount),
    swap: from?.swap_listing_id == null ? '' : String(from.swap_listing_id),
    note: '',
  };
}

/** What the shared schema (`offerTermsInput`) reads: a blank amount or no swap is null. */
export function termsInput(values: TermsValues): OfferTermsInput {
  return {
    amount: values.amount.trim() === '' ? null : values.amount,
    swap_listing_id: values.swap === '' ? null : values.swap,
    note: values.note,
  };
}
