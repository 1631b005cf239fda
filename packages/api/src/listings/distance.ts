import { KM_PER_DEGREE, kmFrom, kmToPostcode, latOfCode, POSTCODES, wholeKm, type Point } from '@mpx/shared/places';
import { sellerPostcodeOf, type Listing } from './shapes';

/**
 * A byte per postcode code: 1 for those within `withinKm` of the point (the catalog's distance
 * filter). Postcodes further apart in latitude alone are skipped before the exact distance
 * (great-circle distance is never less than the meridian's), which leaves a few hundred.
 */
export function codesWithin(from: Point, withinKm: number): Uint8Array {
  const ok = new Uint8Array(POSTCODES.length);
  const band = (withinKm / KM_PER_DEGREE) * (1 + 1e-9);
  const km = kmFrom(from);
  for (let code = 0; code < ok.length; code++) {
    if (!(Math.abs(latOfCode(code) - from.lat) <= band)) continue;
    const d = km(code);
    if (d !== null && d <= withinKm) ok[code] = 1;
  }
  return ok;
}

/**
 * The nearest-first place of each postcode code in `present` (the sellers' postcodes among the
 * matches): codes at exactly the same distance share a rank (their listings then go newest first
 * together, as in SQL); codes without a point come last, as does `unknown` (sellers whose
 * postcode the table does not know). Ranks are indexed by code, `unknown` included.
 */
export function distanceRanks(from: Point, present: readonly number[], unknown: number): { rank: Int32Array; ranks: number } {
  const kmOf = kmFrom(from);
  const km = new Float64Array(present.length);
  present.forEach((code, i) => {
    km[i] = code === unknown ? Infinity : (kmOf(code) ?? Infinity);
  });
  // A typed array sorts numerically without a comparator; each code's rank is then the place of
  // its distance among the distinct ones.
  const sorted = km.slice().sort();
  const distinct: number[] = [];
  for (const d of sorted) if (distinct.length === 0 || distinct[distinct.length - 1] !== d) distinct.push(d);
  const rank = new Int32Array(unknown + 1);
  present.forEach((code, i) => {
    const d = km[i] ?? Infinity;
    let lo = 0;
    let hi = distinct.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((distinct[mid] ?? Infinity) < d) lo = mid + 1;
      else hi = mid;
    }
    rank[code] = lo;
  });
  return { rank, ranks: distinct.length };
}

/**
 * Each shared listing with each distance, as one object for as long as the listing object lives
 * (until its catalog version is replaced): a later answer from the same postcode hands out the
 * same object, so its checked shape (rest/output.ts) and its written JSON (core/json.ts) are
 * reused as the listing's own are. Derived only from the immutable listing, so never stale.
 */
const measured = new WeakMap<Listing, Map<number | null, Listing>>();

function measuredListing(listing: Listing, km: number | null): Listing {
  let byKm = measured.get(listing);
  if (!byKm) {
    byKm = new Map();
    measured.set(listing, byKm);
  }
  let decorated = byKm.get(km);
  if (!decorated) {
    decorated = { ...listing, distance_km: km };
    byKm.set(km, decorated);
  }
  return decorated;
}

/**
 * Listings with `distance_km` from the point: whole km between postcode points, null for a
 * seller whose postcode has none. Other objects than the shared ones, which stay as every other
 * answer sees them.
 */
export function withDistances(listings: readonly Listing[], from: Point | null): Listing[] {
  if (!from) return [...listings];
  return listings.map((listing) => {
    const postcode = sellerPostcodeOf(listing);
    const km = postcode === undefined ? null : kmToPostcode(from, postcode);
    return measuredListing(listing, km === null ? null : wholeKm(km));
  });
}
