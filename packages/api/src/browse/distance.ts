import { KM_PER_DEGREE, kmFrom, latOfCode, POSTCODES, type Point } from '@mpx/shared/places';

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
 * Every postcode code as seen from one point: those with a point nearest first (codes at exactly
 * the same distance side by side, their listings then go newest first together, api §20.1), and
 * apart the codes without one, whose sellers come last with unknown postcodes.
 */
export interface NearestCodes {
  codes: Int32Array;
  /** Each of `codes`' distance in km. */
  km: Float64Array;
  unplaced: Int32Array;
}

/** Worth keeping per point (the catalog does): the table never changes. */
export function nearestCodes(from: Point): NearestCodes {
  const kmOf = kmFrom(from);
  const placed: number[] = [];
  const unplaced: number[] = [];
  const distances: number[] = [];
  for (let code = 0; code < POSTCODES.length; code++) {
    const d = kmOf(code);
    if (d === null) unplaced.push(code);
    else {
      placed.push(code);
      distances.push(d);
    }
  }
  // A typed array sorts numerically without a comparator; each code then goes to its distance's
  // first place plus the codes already put at the same distance.
  const km = Float64Array.from(distances).sort();
  const taken = new Uint32Array(km.length);
  const codes = new Int32Array(km.length);
  placed.forEach((code, i) => {
    const d = distances[i] ?? Infinity;
    let lo = 0;
    let hi = km.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((km[mid] ?? Infinity) < d) lo = mid + 1;
      else hi = mid;
    }
    codes[lo + (taken[lo] ?? 0)] = code;
    taken[lo] = (taken[lo] ?? 0) + 1;
  });
  return { codes, km, unplaced: Int32Array.from(unplaced) };
}
