import { listingQueryInput } from '@mpx/shared';
import { SIMILAR_ON_DETAIL } from '@mpx/shared/sizes';
import type { Deps } from '../context';
import { composeJson } from '../core/json';
import { prepared } from '../core/prepared';
import { listingsByIds } from '../listings/read';
import { modificationsOf, type Audience, type Listing } from '../listings/shapes';
import { freshCache, type SizeStock } from './cache';
import { freshCatalog } from './catalog/catalog';
import { compileFilter } from './filter/compile';
import { compileLike, type FilterValues } from './filter/rows';

/** No filters: a similar-size browse around a stored size adds its own. */
const NO_FILTERS = compileFilter(listingQueryInput.parse({}));

interface StoredSize {
  user_id: number;
  size_maker: string | null;
  size_code: string | null;
  size_family: string | null;
  size_rim_um: number | null;
  size_cup: number | null;
  /** As stored: a JSON list, or null for none. */
  modifications: string | null;
}

/**
 * The `like` value around a listing's stored size, or null when it offers none: a size that
 * does not decode or has no rim figure. A modified piece is no longer the size its maker
 * printed, so that size's published equivalents are not its own: only the measured neighbours
 * of its printed rim and cup are offered. A recut rim leaves not even the rim to measure from,
 * so such a piece is offered nothing, as an unknown size is.
 */
function likeOfListing(size: StoredSize): FilterValues['like'] | null {
  const { size_maker: makerId, size_code: code, size_family: family, size_rim_um: rimUm } = size;
  if (!makerId || !code || !family || rimUm === null) return null;
  const modifications = modificationsOf(size.modifications);
  if (modifications.includes('rim_recut')) return null;
  const like = compileLike({ makerId, code, family, rimUm, cup: size.size_cup });
  return modifications.length === 0 ? like : { ...like, equivalents: [] };
}

/**
 * "Similar sizes" on a listing's page: other sellers' active listings within reach of this
 * one's decoded size, closest first. Nothing when its size does not decode, has no rim figure
 * or its rim was recut; no equivalents for any other modified piece (`likeOfListing`).
 * Memoised per catalog version like every browse answer (ADR 002).
 */
export function similarListings(deps: Deps, listingId: number, audience: Audience): { listings: Listing[] } {
  const cache = freshCache(deps);
  const key = `${audience}:${listingId}`;
  const cached = cache.similar.get(key);
  if (cached) return cached;
  const size = prepared<StoredSize>(
    deps.db,
    `SELECT user_id, size_maker, size_code, size_family, size_rim_um, size_cup, modifications FROM listings WHERE id = ? AND status <> 'deleted'`,
  ).get(listingId);
  const like = size ? likeOfListing(size) : null;
  let listings: Listing[] = [];
  if (size && like) {
    // A similar-size browse of the catalog, other sellers only: the seller's own listings are one click away on their card.
    const found = freshCatalog(deps).query(deps.db, { ...NO_FILTERS, like }, 'newest', { limit: SIMILAR_ON_DETAIL, offset: 0 }, { except: size.user_id });
    listings = listingsByIds(deps, found.ids, audience);
  }
  const answer = composeJson({ listings });
  cache.similar.set(key, answer);
  return answer;
}

/** Active listings per decoded maker and code: one index-only scan, once per catalog version. */
export function sizeStock(deps: Deps): SizeStock {
  const cache = freshCache(deps);
  if (cache.sizeStock) return cache.sizeStock;
  const models = prepared<SizeStock['models'][number]>(
    deps.db,
    `SELECT size_maker AS maker_id, size_code AS code, size_family AS family, count(*) AS count FROM listings
     WHERE status = 'active' AND size_maker IS NOT NULL GROUP BY size_maker, size_code, size_family`,
  ).all();
  cache.sizeStock = composeJson({ models });
  return cache.sizeStock;
}
