import { NONE, type Columns } from './columns';

/**
 * The columns a filter may bound or allow codes of (price in cents, rim in µm, seller and
 * listing ids, condition, state, flags, postcode, cup class): whole numbers in an Int32Array each, so the
 * scan's loops read one kind of array and V8 keeps them monomorphic.
 */
export type ScanColumn = { [K in keyof Columns]: Columns[K] extends Int32Array ? K : never }[keyof Columns];

/**
 * The similar-size filter's slice (`like`): the reference's family, and either one of its
 * equivalent sizes or a rim (and cup) within reach. The one condition that is not a bound or a
 * set of codes, so the scan has it by name.
 */
export interface SimilarSlice {
  /** The reference's family code (NONE for one no listing has). */
  family: number;
  rimLo: number;
  rimHi: number;
  byCup: boolean;
  cupLo: number;
  cupHi: number;
  /** A byte per size id: 1 for the sizes the filter takes whatever their rim. */
  equivalent: Uint8Array;
}

type Bound = { kind: 'range'; column: ScanColumn; lo: number; hi: number };
type CodeSet = { kind: 'codes'; column: ScanColumn; ok: Uint8Array };
type Slice = Bound | CodeSet | { kind: 'similar'; similar: SimilarSlice };

/**
 * What a slot must be to pass every filter but model, brand and type: each filter row adds its
 * slice (filter/rows.ts `scan`) as bounds on a column or the codes of a column it allows, so a
 * filter reading a column the catalog has needs nothing here. The catalog adds a seller's bounds
 * itself (a seller's page, the sizes similar to another seller's listing).
 */
export class ScanSlices {
  /** In the order the scan applies them: the seller's, then sets of codes and similar sizes, then bounds (often the least selective: a price). */
  private readonly seller: Slice[] = [];
  private readonly sets: Slice[] = [];
  private readonly bounds: Slice[] = [];

  /** Keeps the slots whose `column` lies from `lo` to `hi`; a missing figure (NONE) must lie outside. */
  range(column: ScanColumn, lo: number, hi: number): void {
    (column === 'userId' ? this.seller : this.bounds).push({ kind: 'range', column, lo, hi });
  }

  /**
   * Keeps the slots whose `column` has a 1 in `ok` at its code (a code past its end, or NONE, is
   * not allowed). Two sets on one column (swap and loan on the flags) are one, both required.
   */
  allow(column: ScanColumn, ok: Uint8Array): void {
    const list = column === 'userId' ? this.seller : this.sets;
    const same = list.find((slice): slice is CodeSet => slice.kind === 'codes' && slice.column === column);
    if (!same) return void list.push({ kind: 'codes', column, ok });
    same.ok = same.ok.map((allowed, code) => (allowed === 1 && ok[code] === 1 ? 1 : 0));
  }

  /** Keeps the slots of a size similar to a reference. */
  similarTo(similar: SimilarSlice): void {
    this.sets.push({ kind: 'similar', similar });
  }

  /** The similar-size slice, if any: the catalog orders its matches by it. */
  get similar(): SimilarSlice | null {
    for (const slice of this.sets) if (slice.kind === 'similar') return slice.similar;
    return null;
  }

  /** A fresh list: the scan takes the slices it applies in one pass out of it. */
  get slices(): Slice[] {
    return [...this.seller, ...this.sets, ...this.bounds];
  }
}

/*
 * Each pass is one tight loop over the slots still in the running: from `from` (null: every slot
 * below `n`) into `into`, which may be the same list (a slot is written at or before where it
 * was read). Each returns how many it kept. A pass costs about as much for three tests as for
 * one, as each writes the slots it keeps: sets of codes go two at a time, and the first pass,
 * over every slot, takes a bound with them.
 */

function keepRange(column: Int32Array, lo: number, hi: number, from: Int32Array | null, n: number, into: Int32Array): number {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const s = from === null ? i : (from[i] ?? 0);
    const v = column[s] ?? NONE;
    if (v >= lo && v <= hi) into[kept++] = s;
  }
  return kept;
}

/** Two sets of codes at once (one set is passed twice). */
function keepCodes(column: Int32Array, ok: Uint8Array, column2: Int32Array, ok2: Uint8Array, from: Int32Array | null, n: number, into: Int32Array): number {
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const s = from === null ? i : (from[i] ?? 0);
    if (ok[column[s] ?? NONE] === 1 && ok2[column2[s] ?? NONE] === 1) into[kept++] = s;
  }
  return kept;
}

/** The first pass, over every slot below `n`: two sets of codes and a bound at once. */
function keepCodesInRange(
  column: Int32Array,
  ok: Uint8Array,
  column2: Int32Array,
  ok2: Uint8Array,
  bounded: Int32Array,
  lo: number,
  hi: number,
  n: number,
  into: Int32Array,
): number {
  let kept = 0;
  for (let s = 0; s < n; s++) {
    const v = bounded[s] ?? NONE;
    if (v >= lo && v <= hi && ok[column[s] ?? NONE] === 1 && ok2[column2[s] ?? NONE] === 1) into[kept++] = s;
  }
  return kept;
}

/** The reference's family, and an equivalent size or a rim (and cup) within reach. */
function keepSimilar(c: Columns, f: SimilarSlice, from: Int32Array | null, n: number, into: Int32Array): number {
  const { family, rim, cup, size } = c;
  let kept = 0;
  for (let i = 0; i < n; i++) {
    const s = from === null ? i : (from[i] ?? 0);
    if (family[s] !== f.family) continue;
    if (f.equivalent[size[s] ?? NONE] !== 1) {
      const r = rim[s] ?? 0;
      if (r < f.rimLo || r > f.rimHi) continue;
      if (f.byCup && ((cup[s] ?? 0) < f.cupLo || (cup[s] ?? 0) > f.cupHi)) continue;
    }
    into[kept++] = s;
  }
  return kept;
}

/**
 * Every slot against the filters but model, brand and type, pass after pass over what is left
 * (each its own small loop, so V8 optimises each alone), then the survivors counted per group
 * and marked in `hit` when their group passes too. Free slots hold group NONE and are skipped
 * there. Returns the number marked, whose slots are then the first of `candidates` (scratch room
 * for a slot number per slot), in slot order.
 */
export function scan(
  c: Columns,
  used: number,
  f: ScanSlices,
  passGroup: Uint8Array,
  groupCounts: Uint32Array,
  hit: Uint8Array,
  candidates: Int32Array,
): number {
  let from: Int32Array | null = null;
  let n = used;
  const slices = f.slices;
  // Sets of codes first over every slot, with a bound: one pass, as one loop of every test was.
  const [first, afterFirst] = slices;
  const range = slices.find((slice): slice is Bound => slice.kind === 'range');
  if (first?.kind === 'codes' && range) {
    const pair = afterFirst?.kind === 'codes' ? afterFirst : first;
    n = keepCodesInRange(c[first.column], first.ok, c[pair.column], pair.ok, c[range.column], range.lo, range.hi, n, candidates);
    from = candidates;
    slices.splice(slices.indexOf(range), 1);
    slices.splice(0, pair === first ? 1 : 2);
  }
  for (let k = 0; k < slices.length; k++) {
    const slice = slices[k];
    if (slice?.kind === 'range') n = keepRange(c[slice.column], slice.lo, slice.hi, from, n, candidates);
    else if (slice?.kind === 'similar') n = keepSimilar(c, slice.similar, from, n, candidates);
    else if (slice?.kind === 'codes') {
      const next = slices[k + 1];
      const second = next?.kind === 'codes' ? next : slice;
      if (second !== slice) k++;
      n = keepCodes(c[slice.column], slice.ok, c[second.column], second.ok, from, n, candidates);
    }
    from = candidates;
  }
  const { group } = c;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const s = from === null ? i : (from[i] ?? 0);
    const g = group[s] ?? NONE;
    if (g === NONE) continue;
    groupCounts[g] = (groupCounts[g] ?? 0) + 1;
    if (passGroup[g] !== 1) continue;
    hit[s] = 1;
    candidates[total++] = s;
  }
  return total;
}

/** A byte per code: 1 for the codes given (a column that holds its codes as they are, such as the cup class). */
export function allowedCodes(codes: readonly number[]): Uint8Array {
  const allowed = new Uint8Array(256);
  for (const code of codes) allowed[code] = 1;
  return allowed;
}

/** A byte per code: 1 for the codes of the values a multi-valued filter allows. */
export function codeFilter(values: readonly string[], codes: Map<string, number>): Uint8Array {
  return allowedCodes(values.flatMap((value) => codes.get(value) ?? []));
}

/** A byte per value of the flags column (swap and loan bits): 1 where `bit` is set as wanted. */
export function flagCodes(bit: number, want: boolean): Uint8Array {
  const allowed = new Uint8Array(4);
  for (let flags = 0; flags < allowed.length; flags++) if (((flags & bit) !== 0) === want) allowed[flags] = 1;
  return allowed;
}
