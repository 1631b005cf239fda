import { shareJson } from '../core/json';

/** Past this many distinct lists the pool starts over; sharing is an optimisation, not a rule. */
const MAX_LISTS = 2_000;

/**
 * One copy of each distinct value and facet list per catalog version. Facet scans of different
 * filter sets mostly return the same brands and types; sharing them keeps the cache's memory
 * proportional to what differs, and a shared list's JSON is written once.
 */
export class Interner {
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, string[]>();

  string(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }

  /** A frozen-in-practice list equal to `values`: never mutate what this returns. */
  list(values: string[]): string[] {
    const key = values.join('\u0000');
    const known = this.lists.get(key);
    if (known) return known;
    if (this.lists.size >= MAX_LISTS) this.lists.clear();
    this.lists.set(key, shareJson(values));
    return values;
  }

  clear(): void {
    this.strings.clear();
    this.lists.clear();
  }
}
