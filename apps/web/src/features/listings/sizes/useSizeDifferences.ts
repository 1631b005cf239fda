import type { SizePoint } from '@mpx/shared/sizes';
import { useMemo } from 'react';
import type { SizeDifference } from '../card/ListingCard';
import type { ListingSearch } from '../filters/listingSearch';
import type { Listing } from '../types';
import { differenceFrom, resolveLike } from './sizeTexts';
import { useSizes, type Sizes } from './useSizes';

/** Each listing's difference from `reference`, by listing id; null while the table loads. */
export function differencesFrom(sizes: Sizes | null, reference: SizePoint | null, label: string, listings: readonly Listing[]): Map<number, SizeDifference> {
  return new Map(listings.map((listing) => [listing.listing_id, { from: label, text: sizes && reference ? differenceFrom(sizes, reference, listing) : null }]));
}

/**
 * On a similar-size browse (`like` set), how each card's size differs from the reference,
 * decoded here from the card's brand, model, size and instrument with the same table the server
 * used. Undefined without `like`, so the cards keep no line for it.
 */
export function useSizeDifferences(search: ListingSearch, listings: readonly Listing[]): Map<number, SizeDifference> | undefined {
  const { like, instrument_type } = search;
  const sizes = useSizes(like !== undefined);
  return useMemo(() => {
    if (like === undefined) return undefined;
    const result = sizes && resolveLike(sizes, like, instrument_type);
    const reference = result?.ok ? result.reference : null;
    return differencesFrom(sizes, reference, reference?.label ?? like, listings);
  }, [sizes, like, instrument_type, listings]);
}
