import type { Trpc } from '../../trpc';

/** Active listings per decoded maker, size and family: the guide's "listed now" figures. */
export function sizeStockQueryOptions(trpc: Trpc) {
  return trpc.listings.sizeStock.queryOptions();
}
