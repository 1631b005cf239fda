import { LRUCache } from 'lru-cache';
import type { PriceGuide, PriceSummary } from '@mpx/shared';
import type { Deps } from '../context';
import { keptKind } from '../core/kept';
import { catalogVersion } from '../listings/statements';

/**
 * Price guides as the browse answers are kept (ADR 002): valid for one catalog version, which
 * every listing write bumps, and for an hour at most, as the 365-day window moves on by itself.
 */
class PriceCache {
  private version = -1;
  readonly guides = new LRUCache<string, PriceGuide>({ max: 2_000, ttl: 60 * 60 * 1000 });
  readonly summary = new LRUCache<'all', PriceSummary>({ max: 1, ttl: 60 * 60 * 1000 });

  sync(deps: Deps): this {
    const version = catalogVersion(deps.db);
    if (version !== this.version) {
      this.version = version;
      this.guides.clear();
      this.summary.clear();
    }
    return this;
  }
}

const PRICE_CACHE = keptKind('price guides, valid for one catalog version', () => new PriceCache());

export function freshPriceCache(deps: Deps): PriceCache {
  return deps.kept.get(PRICE_CACHE).sync(deps);
}
