/** Slots in one sort order; inserts and removals shift the tail (a memmove of ~160 KB). */
export class Order {
  slots = new Int32Array(0);
  length = 0;

  constructor(readonly before: (a: number, b: number) => boolean) {}

  /** The first position whose slot does not sort before `slot`. */
  private lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(this.slots[mid] ?? 0, slot)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(slot: number): void {
    if (this.length === this.slots.length) {
      const next = new Int32Array(Math.max(1024, this.slots.length * 2));
      next.set(this.slots);
      this.slots = next;
    }
    const at = this.lowerBound(slot);
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = slot;
    this.length++;
  }

  /** Call before the slot's columns change: its position is found by its current values. */
  remove(slot: number): void {
    const at = this.lowerBound(slot);
    if (this.slots[at] !== slot) throw new Error(`catalog order lost slot ${slot}`);
    this.slots.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  /** Replaces the content with `slots`, sorted. */
  fill(slots: number[]): void {
    slots.sort(this.compare);
    this.slots = Int32Array.from(slots);
    this.length = slots.length;
  }

  /** Some slots in this order (a copy), as `slots` and `length` are. */
  sorted(some: Int32Array): { slots: Int32Array; length: number } {
    const slots = some.slice().sort(this.compare);
    return { slots, length: slots.length };
  }

  private readonly compare = (a: number, b: number): number => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0);
}
