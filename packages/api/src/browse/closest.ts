import { SIMILAR_CUP_STEPS } from '@mpx/shared/sizes';

/** Cup gaps within reach: a bucket's key is its rim gap times this, plus its cup gap. */
const CUP_SPAN = SIMILAR_CUP_STEPS + 1;

/**
 * How a similar-size browse orders its matches: `closest` size first within the equivalents and
 * within the rest (api §16.1), or by the chosen sort alone within each of the two (For you, api
 * §26, which puts the nearest seller first once a piece is known to be like the member's).
 */
export type LikeOrder = 'closest' | 'sort';

/**
 * Matches of a similar-size browse, closest first (api §16.1): the reference's published
 * equivalents first, then the rest; in each, closest rim, then closest cup (an unknown figure
 * counts as no gap), then the order they were added in, which is the chosen sort. Each match is
 * dropped into the bucket of its (rim gap, cup gap) as it comes, so every bucket is in order
 * already and thousands of close sizes cost no comparison sort. The one ordering of sizes: the
 * catalog's pages and a member's own listings both use it.
 */
export class ClosestFirst<T> {
  private readonly equivalents: T[][] = [];
  private readonly others: T[][] = [];

  constructor(
    private readonly reference: { rimUm: number; cup: number | null },
    private readonly order: LikeOrder = 'closest',
  ) {}

  /** Adds a match, in the chosen order; `rimUm` and `cup` are null where the size has no figure. */
  add(item: T, rimUm: number | null, cup: number | null, equivalent: boolean): void {
    const into = equivalent ? this.equivalents : this.others;
    if (this.order === 'sort') {
      (into[0] ??= []).push(item);
      return;
    }
    const cupGap = this.reference.cup === null || cup === null ? 0 : Math.abs(cup - this.reference.cup);
    const key = (rimUm === null ? 0 : Math.abs(rimUm - this.reference.rimUm)) * CUP_SPAN + cupGap;
    (into[key] ??= []).push(item);
  }

  /** The matches from `offset` on, at most `limit` of them. */
  page(offset: number, limit: number): T[] {
    const end = offset + limit;
    const out: T[] = [];
    let seen = 0;
    for (const buckets of [this.equivalents, this.others]) {
      for (const bucket of buckets) {
        if (seen >= end) return out;
        // A sparse array: buckets no match fell into are holes, which for…of reads as undefined.
        if (!bucket) continue;
        for (const item of bucket) {
          if (seen >= offset && seen < end) out.push(item);
          seen++;
        }
      }
    }
    return out;
  }
}
