import { CONDITIONS, STATES } from '@mpx/shared';
import { SIZE_FAMILIES } from '@mpx/shared/sizes';

/** Codes of the text columns: a byte each in the catalog, tested through `codeFilter`. */
export const CONDITION_CODES = new Map<string, number>(CONDITIONS.map((c, i) => [c, i]));
export const STATE_CODES = new Map<string, number>(STATES.map((s, i) => [s, i]));
/** 0 is "no decoded size". */
export const FAMILY_CODES = new Map<string, number>(SIZE_FAMILIES.map((f, i) => [f, i + 1]));
/** Bits of the flags column. */
export const SWAP = 1;
export const LOAN = 2;
/** A free slot's group, and a missing rim or cup figure. */
export const NONE = -1;

/**
 * The columns, one slot per active listing: typed arrays, so a pass over 40,000 listings reads
 * a few contiguous numbers per listing and allocates nothing. Codes stand for text (condition,
 * state, family); a slot freed by a change is reused by the next insert. Every column a filter
 * reads through the generic scan (scan.ts) is an Int32Array, one kind of array for its loops.
 */
export class Columns {
  capacity = 0;
  id = new Int32Array(0);
  createdAt = new Float64Array(0);
  /** In cents. */
  price = new Int32Array(0);
  group = new Int32Array(0);
  condition = new Int32Array(0);
  state = new Int32Array(0);
  flags = new Int32Array(0);
  userId = new Int32Array(0);
  family = new Uint8Array(0);
  rim = new Int32Array(0);
  /** The cup class (its index in CUP_CLASSES), NONE without one; an Int32Array as the `cup` filter scans it. */
  cup = new Int32Array(0);
  /** The decoded size (maker and code) as the catalog's own size id, NONE without one. */
  size = new Int32Array(0);
  /** The seller's postcode as its code in the postcode table (`postcodeCode`), NONE when unknown. */
  postcode = new Int32Array(0);

  grow(capacity: number): void {
    const copy = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.id = copy(this.id, (n) => new Int32Array(n));
    this.createdAt = copy(this.createdAt, (n) => new Float64Array(n));
    this.price = copy(this.price, (n) => new Int32Array(n));
    this.group = copy(this.group, (n) => new Int32Array(n));
    this.condition = copy(this.condition, (n) => new Int32Array(n));
    this.state = copy(this.state, (n) => new Int32Array(n));
    this.flags = copy(this.flags, (n) => new Int32Array(n));
    this.userId = copy(this.userId, (n) => new Int32Array(n));
    this.family = copy(this.family, (n) => new Uint8Array(n));
    this.rim = copy(this.rim, (n) => new Int32Array(n));
    this.cup = copy(this.cup, (n) => new Int32Array(n));
    this.size = copy(this.size, (n) => new Int32Array(n));
    this.postcode = copy(this.postcode, (n) => new Int32Array(n));
    this.capacity = capacity;
  }
}
