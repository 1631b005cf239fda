import { NONE, type Columns } from './columns';

/** What a listing must be to pass the filters other than model, brand and type. */
export interface ScanInputs {
  min: number;
  max: number;
  conditionOk: Uint8Array | null;
  stateOk: Uint8Array | null;
  flagMask: number;
  flagWant: number;
  /** The reference's family code (NONE for one no listing has), or null without a size filter. */
  family: number | null;
  rimLo: number;
  rimHi: number;
  byCup: boolean;
  cupLo: number;
  cupHi: number;
  /** A byte per size id: 1 for the sizes the size filter takes whatever their rim, or null. */
  equivalent: Uint8Array | null;
  text: Uint8Array | null;
  /** A byte per postcode code: 1 for the seller postcodes within the distance bound, or null. */
  postcodeOk: Uint8Array | null;
}

/**
 * The pass over every slot, in slot order (the columns read front to back): counts the matches
 * per group and marks in `hit` those whose group passes too. Its own small function, so V8
 * optimises the loop on its own. Free slots hold group NONE.
 */
export function scan(c: Columns, used: number, f: ScanInputs, passGroup: Uint8Array, groupCounts: Uint32Array, hit: Uint8Array): number {
  const { group, price, condition, state, flags, family, rim, cup, size, id, postcode } = c;
  const { min, max, conditionOk, stateOk, flagMask, flagWant, rimLo, rimHi, byCup, cupLo, cupHi, equivalent, text, postcodeOk } = f;
  const bySize = f.family !== null;
  let total = 0;
  for (let s = 0; s < used; s++) {
    const g = group[s] ?? NONE;
    if (g === NONE) continue;
    const p = price[s] ?? 0;
    if (p < min || p > max) continue;
    if (conditionOk !== null && conditionOk[condition[s] ?? 0] !== 1) continue;
    if (stateOk !== null && stateOk[state[s] ?? 0] !== 1) continue;
    if (postcodeOk !== null && postcodeOk[postcode[s] ?? NONE] !== 1) continue;
    if (((flags[s] ?? 0) & flagMask) !== flagWant) continue;
    if (bySize) {
      if (family[s] !== f.family) continue;
      if (equivalent === null || equivalent[size[s] ?? NONE] !== 1) {
        const r = rim[s] ?? 0;
        if (r < rimLo || r > rimHi) continue;
        if (byCup && ((cup[s] ?? 0) < cupLo || (cup[s] ?? 0) > cupHi)) continue;
      }
    }
    if (text !== null && text[id[s] ?? 0] !== 1) continue;
    groupCounts[g] = (groupCounts[g] ?? 0) + 1;
    if (passGroup[g] !== 1) continue;
    hit[s] = 1;
    total++;
  }
  return total;
}

/** A byte per code: 1 for the codes a multi-valued filter allows, or null for no filter. */
export function codeFilter(values: readonly string[], codes: Map<string, number>): Uint8Array | null {
  if (values.length === 0) return null;
  const allowed = new Uint8Array(256);
  for (const value of values) {
    const code = codes.get(value);
    if (code !== undefined) allowed[code] = 1;
  }
  return allowed;
}

/** Inputs that let every listing through: each filter of a browse then narrows its own fields. */
export function openScan(): ScanInputs {
  return {
    min: -Infinity,
    max: Infinity,
    conditionOk: null,
    stateOk: null,
    flagMask: 0,
    flagWant: 0,
    family: null,
    rimLo: 0,
    rimHi: 0,
    byCup: false,
    cupLo: 0,
    cupHi: 0,
    equivalent: null,
    text: null,
    postcodeOk: null,
  };
}
