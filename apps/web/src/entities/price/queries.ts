import type { PriceGuideInput } from '@mpx/shared';
import type { Trpc } from '../../trpc';

/** A decoded size's sales of the last year (null input: nothing to ask yet). */
export function priceGuideQueryOptions(trpc: Trpc, input: PriceGuideInput) {
  return trpc.prices.guide.queryOptions(input, { staleTime: 5 * 60 * 1000 });
}

/** The price guide of a listing's size: its page's "Price guide" section. */
export function listingPriceGuideQueryOptions(trpc: Trpc, listing: { brand: string; model: string; size: string | null; instrument_type: string }) {
  return priceGuideQueryOptions(trpc, {
    brand: listing.brand,
    model: listing.model,
    size: listing.size ?? undefined,
    instrument_type: listing.instrument_type,
  });
}

/** Every size's "sold lately", for the size guide. */
export function priceSummaryQueryOptions(trpc: Trpc) {
  return trpc.prices.summary.queryOptions(undefined, { staleTime: 5 * 60 * 1000 });
}
