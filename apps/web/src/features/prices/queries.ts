import type { PriceGuideInput } from '@mpx/shared';
import type { Trpc } from '../../trpc';

/** A decoded size's sales of the last year (null input: nothing to ask yet). */
export function priceGuideQueryOptions(trpc: Trpc, input: PriceGuideInput) {
  return trpc.prices.guide.queryOptions(input, { staleTime: 5 * 60 * 1000 });
}

/** Every size's "sold lately", for the size guide. */
export function priceSummaryQueryOptions(trpc: Trpc) {
  return trpc.prices.summary.queryOptions(undefined, { staleTime: 5 * 60 * 1000 });
}
