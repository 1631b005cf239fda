import { SIZE_TABLE_FINGERPRINT } from '@mpx/db';
import { canonicalSearchQuery, type SearchFilters } from '@mpx/shared';
import { POSTCODE_SOURCE } from '@mpx/shared/places';
import { ApiError } from '../errors';
import { compileFilter, type CompiledFilter } from '../listings/filter/compile';

/**
 * What compiled a stored filter: its format and the reading of its query (5: control
 * characters are spaces, so a text saved with a NUL is read again without it), the size table
 * a reference size was resolved with and the postcode table a `near` was placed with. Filters
 * compiled otherwise are compiled again from their query (match.ts).
 */
export const FILTER_COMPILER = `5:${SIZE_TABLE_FINGERPRINT}:${POSTCODE_SOURCE}`;

/** A saved search's filter as stored in `saved_searches.filter`. */
export type StoredFilter = CompiledFilter & { compiledWith: string };

export interface CompiledSearch {
  /** The canonical query string (`saved_searches.query`). */
  query: string;
  filter: StoredFilter;
  /** Where it is filed in `saved_search_keys`. */
  keys: string[];
}

/** Rims are filed in buckets this wide: a reference's ±0.30 mm spans three or four, a listing sits in one. */
export const RIM_BUCKET_UM = 250;

export const rimBucket = (rimUm: number): number => Math.floor(rimUm / RIM_BUCKET_UM);

/** The first three characters of a token or needle: its key (a listing files every prefix/substring up to three). */
export const keyPart = (text: string): string => Array.from(text).slice(0, 3).join('');

/** Prices are filed in doubling bands (1¢, 2–3¢, 4–7¢ …), the top one open-ended. */
const TOP_PRICE_BAND = 23;
export const priceBand = (cents: number): number => Math.min(TOP_PRICE_BAND, Math.floor(Math.log2(Math.max(1, cents))));

/** A price range's bands; none without a bound, or when it holds no price at all (it can never match). */
function priceKeys(price: CompiledFilter['price']): string[] {
  if (price === null) return [];
  const { min, max } = price;
  const keys: string[] = [];
  if (max !== null && max < 1) return keys;
  for (let b = min === null ? 0 : priceBand(min); b <= (max === null ? TOP_PRICE_BAND : priceBand(max)); b++) keys.push(`price:${b}`);
  return keys;
}

/** A key narrowed to one instrument type: `brand:Bach|type:Trumpet`. */
export const withType = (key: string, type: string): string => `${key}|type:${type}`;

/** A search filed under more keys than this (a query listing dozens of brands) is filed more coarsely. */
const MAX_KEYS = 64;

/**
 * Where a search is filed: under its most selective must-have, one key per allowed value, so a
 * new listing finds it by its own keys (`listingKeys`). In order: the reference size (family and
 * rim bucket), the brand, the model (a substring), a word of the search text (a prefix); each of
 * those narrowed by the instrument types when the search names some (one key per pair); else
 * the instrument type, the state, the condition, the price bands; `any` for the rest (swap or
 * loan only). Any must-have is exact, as matching tests every candidate: the order only decides
 * how few searches a new listing reads.
 */
export function searchKeys(f: CompiledFilter): string[] {
  const primary = primaryKeys(f);
  const types = f.type ?? [];
  const choices = [
    primary ? primary.flatMap((key) => types.map((t) => withType(key, t))) : [],
    primary ?? [],
    types.map((t) => `type:${t}`),
    (f.state ?? []).map((s) => `state:${s}`),
    (f.condition ?? []).map((c) => `cond:${c}`),
    priceKeys(f.price),
  ];
  return choices.find((keys) => keys.length > 0 && keys.length <= MAX_KEYS) ?? ['any'];
}

function primaryKeys(f: CompiledFilter): string[] | null {
  if (f.like) {
    // The rims within reach by bucket, and the equivalents by name, whatever they measure.
    const { family, rimLo, rimHi } = f.like.reach;
    const keys: string[] = [];
    for (let b = rimBucket(rimLo); b <= rimBucket(rimHi); b++) keys.push(`size:${family}:${b}`);
    for (const size of f.like.equivalents) keys.push(`size:${size}`);
    return keys;
  }
  if (f.brand) return f.brand.map((b) => `brand:${b}`);
  if (f.model) return [...new Set(f.model.needles.map((n) => `model:${keyPart(n)}`))];
  const terms = f.text?.terms;
  if (terms && terms.length > 0) {
    // All terms must match: file under the one whose first token is longest (the rarest prefix).
    const firsts = terms.map((t) => t[0] ?? '');
    const longest = firsts.reduce((a, b) => (Array.from(b).length > Array.from(a).length ? b : a));
    return [`word:${keyPart(longest)}`];
  }
  return null;
}

export function compileSearch(f: SearchFilters): CompiledSearch {
  const filter = compileFilter(f);
  return { query: canonicalSearchQuery(f), filter: { ...filter, compiledWith: FILTER_COMPILER }, keys: searchKeys(filter) };
}

/** The same, or null for a query the tables no longer read (a postcode a new table dropped). */
export function compileSearchIfValid(f: SearchFilters): CompiledSearch | null {
  try {
    return compileSearch(f);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
