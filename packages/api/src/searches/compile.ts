import { SIZE_TABLE_FINGERPRINT } from '@mpx/db';
import { canonicalSearchQuery, PAGE_SIZE, type ListingQuery, type SearchFilters } from '@mpx/shared';
import { rimMicrons, SIMILAR_CUP_STEPS, SIMILAR_RIM_MM } from '@mpx/shared/sizes';
import { centBounds, ftsMatch } from '../listings/filters';
import { compileTerms } from './text';

/**
 * A saved search compiled for matching new listings (stored as JSON in `saved_searches.filter`):
 * everything `whereClause` would test, worked out once. Matching reads this, never the query.
 */
export interface CompiledFilter {
  /** The size table the reference size was resolved with (null without one): a change recompiles. */
  sizes: string | null;
  /** "Any of" sets, exact values; empty means no filter. */
  types: string[];
  brands: string[];
  conditions: string[];
  states: string[];
  /** Lower-cased model substrings; `unicode`: fold the model fully (else ASCII letters only, as SQLite's lower()). */
  models: { needles: string[]; unicode: boolean } | null;
  /** The FTS5 query, and its terms as folded tokens (null: decided by FTS5, see text.ts). */
  q: { match: string; terms: string[][] | null } | null;
  /** Inclusive price bounds in cents. */
  cents: { min: number | null; max: number | null };
  swap: boolean | null;
  loan: boolean | null;
  /** The reference size's family, rim range in micrometres and cup class range (null: any cup). */
  like: { family: string; rimLo: number; rimHi: number; cupLo: number | null; cupHi: number | null } | null;
}

export interface CompiledSearch {
  /** The canonical query string (`saved_searches.query`). */
  query: string;
  filter: CompiledFilter;
  /** Where it is filed in `saved_search_keys`. */
  keys: string[];
}

/** Rims are filed in buckets this wide: a reference's ±0.25 mm spans three, a listing sits in one. */
export const RIM_BUCKET_UM = 250;

export const rimBucket = (rimUm: number): number => Math.floor(rimUm / RIM_BUCKET_UM);

/** The first three characters of a token or needle: its key (a listing files every prefix/substring up to three). */
export const keyPart = (text: string): string => Array.from(text).slice(0, 3).join('');

/** The browse these filters make (first page, default order): what `whereClause` takes. */
export function asBrowse(f: SearchFilters): ListingQuery {
  return { ...f, page: 1, limit: PAGE_SIZE, sort: 'newest', user_id: null };
}

export function compileFilter(f: SearchFilters): CompiledFilter {
  const sorted = (values: string[]) => [...values].sort();
  const match = f.q === null ? null : ftsMatch(f.q);
  const reach = rimMicrons(SIMILAR_RIM_MM);
  const like = f.like;
  const needles = f.model.map((m) => m.toLowerCase());
  return {
    sizes: like === null ? null : SIZE_TABLE_FINGERPRINT,
    types: sorted(f.instrument_type),
    brands: sorted(f.brand),
    conditions: sorted(f.condition),
    states: sorted(f.location_state),
    // As `modelNeedles` in listings/filters.ts: one non-ASCII needle makes the whole test Unicode.
    models: needles.length === 0 ? null : { needles, unicode: needles.some((n) => /[^\p{ASCII}]/u.test(n)) },
    q: match === null || f.q === null ? null : { match, terms: compileTerms(f.q) },
    cents: centBounds(asBrowse(f)),
    swap: f.open_to_swap,
    loan: f.open_to_loan,
    like:
      like === null
        ? null
        : {
            family: like.family,
            rimLo: like.rimUm - reach,
            rimHi: like.rimUm + reach,
            cupLo: like.cup === null ? null : like.cup - SIMILAR_CUP_STEPS,
            cupHi: like.cup === null ? null : like.cup + SIMILAR_CUP_STEPS,
          },
  };
}

/** Prices are filed in doubling bands (1¢, 2–3¢, 4–7¢ …), the top one open-ended. */
const TOP_PRICE_BAND = 23;
export const priceBand = (cents: number): number => Math.min(TOP_PRICE_BAND, Math.floor(Math.log2(Math.max(1, cents))));

/** A price range's bands; none without a bound, or when it holds no price at all (it can never match). */
function priceKeys({ min, max }: CompiledFilter['cents']): string[] {
  const keys: string[] = [];
  if ((min === null && max === null) || (max !== null && max < 1)) return keys;
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
  const choices = [
    primary ? primary.flatMap((key) => f.types.map((t) => withType(key, t))) : [],
    primary ?? [],
    f.types.map((t) => `type:${t}`),
    f.states.map((s) => `state:${s}`),
    f.conditions.map((c) => `cond:${c}`),
    priceKeys(f.cents),
  ];
  return choices.find((keys) => keys.length > 0 && keys.length <= MAX_KEYS) ?? ['any'];
}

function primaryKeys(f: CompiledFilter): string[] | null {
  if (f.like) {
    const keys: string[] = [];
    for (let b = rimBucket(f.like.rimLo); b <= rimBucket(f.like.rimHi); b++) keys.push(`size:${f.like.family}:${b}`);
    return keys;
  }
  if (f.brands.length > 0) return f.brands.map((b) => `brand:${b}`);
  if (f.models) return [...new Set(f.models.needles.map((n) => `model:${keyPart(n)}`))];
  const terms = f.q?.terms;
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
  return { query: canonicalSearchQuery(f), filter, keys: searchKeys(filter) };
}
