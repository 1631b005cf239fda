import { FOR_YOU_PER_SECTION, listingQueryInput, type ForYou, type ForYouListing, type ForYouSection, type SetupPiece } from '@mpx/shared';
import { kmToPostcode, pointOf, type Point } from '@mpx/shared/places';
import { freshCatalog } from '../browse/catalog/catalog';
import { compileFilter, type CompiledFilter } from '../browse/filter/compile';
import type { FilterValues } from '../browse/filter/rows';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { measuredFrom } from '../listings/measured';
import { placedListings } from '../listings/read';
import type { PlacedListing } from '../listings/shapes';
import { currentPieces } from '../setup/service';
import { likeOf, measureOf, ringOf, type PieceMeasure } from './piece';
import { alikeReason, ringReason, type StoredSize } from './reasons';

const SIZES_OF = `SELECT id, size_maker AS maker, size_code AS code, size_family AS family, size_rim_um AS rimUm, size_cup AS cup,
  modifications FROM listings WHERE id IN (SELECT value FROM json_each(?))`;

/** Who is asking and from where: their own listings are left out, distances measured from their postcode. */
interface Asker {
  userId: number;
  /** The member's postcode, when the postcode table places it. */
  near: { postcode: string; point: Point } | null;
}

/**
 * GET /api/for-you (api §26): one section per current piece of the member's setup, each with
 * other members' active listings of the piece's instrument type, at most FOR_YOU_PER_SECTION:
 * those the `like` rule finds (the piece's size and its published equivalents, then measured
 * neighbours), then a rim a little bigger or smaller; nearest seller first within each when the
 * member's postcode has a place, else closest size first. A piece nothing can be measured from
 * (no rim known) keeps its section, empty. Per member and per write, so it is not cached.
 */
export function forYou(deps: Deps, user: { id: number; locationPostcode: string }): ForYou {
  const point = pointOf(user.locationPostcode);
  const asker: Asker = { userId: user.id, near: point ? { postcode: user.locationPostcode, point } : null };
  return { sections: currentPieces(deps, user.id).map((piece) => sectionOf(deps, piece, asker)) };
}

function sectionOf(deps: Deps, piece: SetupPiece, asker: Asker): ForYouSection {
  const m = measureOf(piece);
  if (!m) return { piece, listings: [] };
  const base = compileFilter(listingQueryInput.parse({ instrument_type: piece.instrument_type, ...(asker.near ? { near: asker.near.postcode } : {}) }));
  const find = (like: FilterValues['like'], limit: number) => catalogIds(deps, { ...base, like }, limit, asker);

  const like = likeOf(m);
  const alike = find(like, FOR_YOU_PER_SECTION);
  // The rings overlap the `like` reach (±0.3 mm): ask for as many more as could be repeats.
  const taken = new Set(alike);
  const room = FOR_YOU_PER_SECTION - alike.length;
  const bigger = room > 0 ? find(ringOf(m, 1), room + alike.length).filter((id) => !taken.has(id)) : [];
  const smaller = room > 0 ? find(ringOf(m, -1), room + alike.length).filter((id) => !taken.has(id)) : [];

  const sizes = storedSizes(deps, [...alike, ...bigger, ...smaller]);
  const placed = new Map(placedListings(deps, [...alike, ...bigger, ...smaller], 'member').map((p) => [p.listing.listing_id, p]));
  const ring = nearestOrClosest([...bigger, ...smaller], m, sizes, placed, asker).slice(0, room);

  const listings: ForYouListing[] = [];
  const add = (id: number, reason: (size: StoredSize) => ForYouListing['reason']) => {
    const pair = placed.get(id);
    const size = sizes.get(id);
    if (pair && size) listings.push({ ...(asker.near ? measuredFrom(pair, asker.near.point) : pair.listing), reason: reason(size) });
  };
  for (const id of alike) add(id, (size) => alikeReason(m, size, like.equivalents));
  for (const id of ring) add(id, (size) => ringReason(m, size));
  return { piece, listings };
}

/**
 * The browse engine's answer (ADR 011) for one group, other sellers only: nearest first with a
 * postcode (within the equivalents and within the rest), else closest size first, newest among equals.
 */
function catalogIds(deps: Deps, filter: CompiledFilter, limit: number, asker: Asker): number[] {
  const sort = asker.near ? 'distance' : 'newest';
  return freshCatalog(deps).query(deps.db, filter, sort, { limit, offset: 0 }, { except: asker.userId }, asker.near ? 'sort' : 'closest').ids;
}

function storedSizes(deps: Deps, ids: readonly number[]): Map<number, StoredSize> {
  if (ids.length === 0) return new Map();
  const rows = prepared<StoredSize & { id: number }>(deps.db, SIZES_OF).all(JSON.stringify(ids));
  return new Map(rows.map(({ id, ...size }) => [id, size]));
}

/**
 * The bigger and the smaller together, each already in its order: nearest seller first with a
 * postcode (sellers without a place last), else the rim closest to the piece's; the bigger first
 * among equals, as the sort keeps them.
 */
function nearestOrClosest(
  ids: readonly number[],
  m: PieceMeasure,
  sizes: ReadonlyMap<number, StoredSize>,
  placed: ReadonlyMap<number, PlacedListing>,
  asker: Asker,
): number[] {
  const near = asker.near;
  const key = (id: number): number => {
    if (near) {
      const postcode = placed.get(id)?.postcode;
      return (postcode === undefined ? null : kmToPostcode(near.point, postcode)) ?? Infinity;
    }
    return Math.abs((sizes.get(id)?.rimUm ?? Infinity) - m.rimUm);
  };
  return ids
    .map((id) => ({ id, key: key(id) }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.id);
}
