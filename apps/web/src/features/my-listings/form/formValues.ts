import type { ListingInput, ListingModification } from '@mpx/shared';
import type { PickedPhoto } from '../../../entities/listing/photos/photoFiles';
import type { Listing } from '../../../entities/listing/types';

/** The form's fields as the inputs hold them (text, and booleans for the switches). */
export interface ListingFormValues extends Record<string, unknown> {
  instrument_type: string;
  brand: string;
  model: string;
  size: string;
  condition: string;
  price: string;
  description: string;
  open_to_swap: boolean;
  open_to_loan: boolean;
  paypal_link_override: string;
  modifications: ListingModification[];
}

export function initialValues(listing?: Listing): ListingFormValues {
  return {
    instrument_type: listing?.instrument_type ?? '',
    brand: listing?.brand ?? '',
    model: listing?.model ?? '',
    size: listing?.size ?? '',
    condition: listing?.condition ?? '',
    price: listing ? String(listing.price) : '',
    description: listing?.description ?? '',
    open_to_swap: listing?.open_to_swap ?? false,
    open_to_loan: listing?.open_to_loan ?? false,
    paypal_link_override: listing?.paypal_link_override ?? '',
    modifications: listing?.modifications ?? [],
  };
}

/** What the shared schema checks: the fields, with new photos as data URLs and kept ones as their URLs. */
export function toListingInput(values: ListingFormValues, photos: readonly PickedPhoto[]): ListingInput {
  return { ...values, photos: photos.map((p) => p.value) };
}

/** The first photo problem, whether the schema found it (`photos`) or the server (`photos.2`). */
export function photoError(errors: Record<string, string | undefined>): string | undefined {
  const key = Object.keys(errors).find((k) => k === 'photos' || k.startsWith('photos.'));
  return key ? errors[key] : undefined;
}
