import type { CompiledFilter } from './compile';
import type { ListingFacts, ListingText } from './facts';
import { withType } from './key-parts';
import type { KeyRule } from './row';
import { FILTER_NAMES, FILTERS, type FilterName, type FilterValues } from './rows';

/** A search filed under more keys than this (a query listing dozens of brands) is filed more coarsely. */
const MAX_KEYS = 64;

/** The filters that declare keys, most selective first. */
const KEYED = FILTER_NAMES.filter((name) => FILTERS[name].keys !== undefined).sort(
  (a, b) => (FILTERS[a].keys?.rank ?? Infinity) - (FILTERS[b].keys?.rank ?? Infinity),
);

function rule<K extends FilterName>(name: K): KeyRule<FilterValues[K]> | undefined {
  return FILTERS[name].keys;
}

function searchKeysOf<K extends FilterName>(name: K, filter: CompiledFilter): { keys: string[]; byType: boolean } {
  const keys = rule(name);
  const value = filter[name];
  return keys && value !== null ? { keys: keys.search(value), byType: keys.byType === true } : { keys: [], byType: false };
}

/**
 * Where a saved search is filed (ADR 012): under the keys of its most selective filter (the rows'
 * `keys`, by rank) that gives at most `MAX_KEYS`, narrowed by its instrument types when that
 * filter's keys are worth it and the search names any (one key per pair); `any` when none does
 * (swap or loan only). Every key is a must-have, as matching tests every candidate exactly: the
 * choice only decides how few searches a new listing reads.
 */
export function searchKeys(filter: CompiledFilter): string[] {
  const types = filter.type ?? [];
  for (const name of KEYED) {
    const { keys, byType } = searchKeysOf(name, filter);
    if (keys.length === 0) continue;
    if (byType && types.length > 0) {
      const narrowed = keys.flatMap((key) => types.map((type) => withType(key, type)));
      if (narrowed.length <= MAX_KEYS) return narrowed;
    }
    if (keys.length <= MAX_KEYS) return keys;
  }
  return ['any'];
}

/**
 * The keys a listing's matching searches can be filed under: `any`, and every filter's keys of
 * its own (its brand, size bucket and equivalents, rim bucket, short substrings of its model and
 * prefixes of its words, type, state, condition, price band), those worth it also with its
 * instrument type. `everyUnder`: key prefixes under which every search is a candidate (a text
 * only FTS5 can judge).
 */
export function listingKeys(listing: ListingFacts, text: ListingText): { keys: string[]; everyUnder: string[] } {
  const keys = new Set<string>(['any']);
  const everyUnder: string[] = [];
  for (const name of KEYED) {
    const keyRule = rule(name);
    if (!keyRule) continue;
    for (const key of keyRule.listing(listing, text)) {
      keys.add(key);
      if (keyRule.byType) keys.add(withType(key, listing.instrumentType));
    }
    const prefix = keyRule.everyUnder?.(listing, text) ?? null;
    if (prefix !== null) everyUnder.push(prefix);
  }
  return { keys: [...keys], everyUnder };
}
