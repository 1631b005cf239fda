import { decodedSizeColumns } from '@mpx/db';
import { CONDITIONS, type ListingStatus, type Random } from '@mpx/shared';

/** What a test's listings are drawn from: few distinct values, so ties and collisions happen. */
export interface ListingPools {
  types: readonly string[];
  brands: readonly string[];
  models: readonly string[];
  /** Sizes as sellers type them; a fifth of the listings have none. */
  sizes: readonly string[];
  /** Description words; up to `maxWords` of them, joined by a space, a comma or a line break. */
  words: readonly string[];
  maxWords: number;
  prices: readonly number[];
  statuses: readonly ListingStatus[];
  /** The listing's creation time, from its draw order. */
  createdAt(rng: Random, i: number): number;
}

/**
 * A listing row for a test of the filters, drawn from `pools`, with its size decoded as the app
 * decodes it (so similar-size filters meet real sizes). Tests only.
 */
export function randomListing(rng: Random, pools: ListingPools, userId: number, i: number) {
  const instrumentType = rng.pick(pools.types);
  const brand = rng.pick(pools.brands);
  const model = rng.pick(pools.models);
  const size = rng.chance(0.2) ? null : rng.pick(pools.sizes);
  const words = Array.from({ length: rng.int(0, pools.maxWords) }, () => rng.pick(pools.words));
  const createdAt = pools.createdAt(rng, i);
  return {
    userId,
    instrumentType,
    brand,
    model,
    size,
    ...decodedSizeColumns({ brand, model, size, instrumentType }),
    condition: rng.pick(CONDITIONS),
    priceCents: rng.pick(pools.prices),
    description: `${words.join(rng.pick([' ', ', ', '\n']))} listing ${i}`,
    openToSwap: rng.chance(0.3),
    openToLoan: rng.chance(0.3),
    status: rng.pick(pools.statuses),
    createdAt,
    updatedAt: createdAt,
    // Drawn last, so the draws before it stay those every other case was written against.
    modifications: rng.chance(0.15) ? JSON.stringify([rng.pick(['throat_drilled', 'rim_recut'])]) : null,
  };
}
