import type { SizeRef } from '@mpx/shared/sizes';
import { useMemo } from 'react';
import type { SizeReason } from '../card/ListingCard';
import type { ListingSearch } from '../listingSearch';
import type { Listing } from '../types';
import { refOfReference, resolveLike, sizeReasonFor } from './sizeTexts';
import { useSizes, type Sizes } from '../../size/useSizes';

/**
 * Why each listing is like `reference`, by listing id; the texts are null while the table loads.
 * `printedOnly`: the reference is a modified listing (`sizeReasonFor`).
 */
export function sizeReasonsFrom(
  sizes: Sizes | null,
  reference: SizeRef | null,
  label: string,
  listings: readonly Listing[],
  options: { printedOnly?: boolean } = {},
): Map<number, SizeReason> {
  return new Map(
    listings.map((listing) => {
      const reason = sizes && reference ? sizeReasonFor(sizes, reference, listing, options) : null;
      return [listing.listing_id, { from: label, text: reason?.text ?? null, kind: reason?.kind ?? null }];
    }),
  );
}

/**
 * On a similar-size browse (`like` set), why each card is there, decoded here from the card's
 * brand, model, size and instrument with the same table the server used. Undefined without
 * `like`, so the cards keep no line for it.
 */
export function useSizeReasons(search: ListingSearch, listings: readonly Listing[]): Map<number, SizeReason> | undefined {
  const { like, instrument_type } = search;
  const sizes = useSizes(like !== undefined);
  return useMemo(() => {
    if (like === undefined) return undefined;
    const result = sizes && resolveLike(sizes, like, instrument_type);
    const reference = result?.ok ? result.reference : null;
    return sizeReasonsFrom(sizes, sizes && reference && refOfReference(sizes, reference), reference?.label ?? like, listings);
  }, [sizes, like, instrument_type, listings]);
}
