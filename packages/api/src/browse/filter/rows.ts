import { UNICODE_LOWER } from '@mpx/db';
import { CUP_CLASSES, equivalentKeys, inReach, similarReach, sizeKey, sizeTable, type SimilarReach, type SizeReference } from '@mpx/shared/sizes';
import { POSTCODE_KM } from '@mpx/db';
import { kmToPostcode } from '@mpx/shared/places';
import { prepared } from '../../core/prepared';
import { nearPoint } from '../../places/service';
import { CONDITION_CODES, FAMILY_CODES, LOAN, NONE, STATE_CODES, SWAP } from '../catalog/columns';
import { allowedCodes, codeFilter, flagCodes } from '../catalog/scan';
import { codesWithin } from '../distance';
import { asciiLower } from './facts';
import { keyPart, priceBand, rimBucket, rimBuckets, shortSubstrings, TOP_PRICE_BAND } from './key-parts';
import { compiledSet, inList, rangeClause, type FilterRow } from './row';
import { compileTerms, ftsMatch, termsMatch } from './text';

/** The compiled value of each filter (`FilterRow.compile`). */
export interface FilterValues {
  type: string[];
  brand: string[];
  condition: string[];
  state: string[];
  /** Lower-cased needles; `unicode`: fold the model fully (else ASCII letters only, as SQLite's lower()). */
  model: { needles: string[]; unicode: boolean };
  /** The FTS5 query, and its terms as folded tokens (null: decided by FTS5, see text.ts). */
  text: { match: string; terms: string[][] | null };
  /** Inclusive bounds in cents. */
  price: { min: number | null; max: number | null };
  swap: boolean;
  loan: boolean;
  /**
   * The reference size: itself and its published equivalents (`sizeKey`s, sorted) whatever they
   * measure, then the sizes within its reach; its rim and cup order the results.
   */
  like: { rimUm: number; cup: number | null; reach: SimilarReach; equivalents: string[] };
  /**
   * Where distances are measured from (`near`: its postcode and point) and the bound in km, or
   * null for distances without a bound (they are still shown, and may order the results).
   */
  distance: { near: string; lat: number; lon: number; withinKm: number | null };
  /** Inclusive bounds of the decoded size's rim, in µm. */
  rim: { min: number | null; max: number | null };
  /** The decoded size's cup classes allowed: indexes into CUP_CLASSES, as `size_cup` stores them, distinct and sorted. */
  cup: number[];
}

export type FilterName = keyof FilterValues;

/**
 * One listing against an FTS5 query. A rowid range, not `rowid = ?`: with an equality on rowid
 * this SQLite's FTS5 answers the row whatever the MATCH says (plan `=M4`); the range form seeks
 * within the match's doclists and checks both (plan `M4><`).
 */
const FTS_ROW = 'SELECT 1 FROM listings_fts WHERE listings_fts MATCH ? AND rowid >= ? AND rowid <= ?';

/** Through 15 significant digits first, so $10.1 is 1010 cents and not 1010.0000000000001. */
const cents = (dollars: number) => Number((dollars * 100).toPrecision(15));

/** A price range's bands; none when it holds no price at all (it can never match, so it is filed elsewhere). */
function priceKeys({ min, max }: FilterValues['price']): string[] {
  if (max !== null && max < 1) return [];
  const keys: string[] = [];
  for (let b = min === null ? 0 : priceBand(min); b <= (max === null ? TOP_PRICE_BAND : priceBand(max)); b++) keys.push(`price:${b}`);
  return keys;
}

/** The cup classes a reach allows, by index (CUP_CLASSES). */
function cupClasses({ lo, hi }: { lo: number; hi: number }): number[] {
  const classes: number[] = [];
  for (let c = lo; c <= hi; c++) classes.push(c);
  return classes;
}

/** µm from mm with one decimal (rim_min/rim_max). */
const microns = (mm: number | null) => (mm === null ? null : Math.round(mm * 1000));

/**
 * Every browse filter, declared once: how it is read from the query (its parameters are
 * declared in `@mpx/shared`'s filter table, which this one reads exactly), its SQL, its slice of
 * the in-memory catalog's scan, its test of one listing for saved-search alerts, and the keys a
 * saved search using it is filed under (api §4.1 for the semantics). The three readers must
 * agree: `agreement.test.ts` generates its queries from this table and compares them on random
 * data and writes. In clause order: the seller's state after the exact-match filters, then model
 * and text, then price, flags and size, as the SQL has always been written (the prepared
 * statement cache keys on it).
 */
export const FILTERS: { [K in FilterName]: FilterRow<FilterValues[K]> } = {
  type: {
    kind: 'any-of',
    params: ['instrument_type'],
    facet: true,
    compile: (f) => compiledSet(f.instrument_type),
    sql: (types) => inList('l.instrument_type', types),
    test: (types, l) => types.includes(l.instrumentType),
    keys: { rank: 60, search: (types) => types.map((t) => `type:${t}`), listing: (l) => [`type:${l.instrumentType}`] },
  },
  brand: {
    kind: 'any-of',
    params: ['brand'],
    facet: true,
    compile: (f) => compiledSet(f.brand),
    sql: (brands) => inList('l.brand', brands),
    test: (brands, l) => brands.includes(l.brand),
    keys: { rank: 20, byType: true, search: (brands) => brands.map((b) => `brand:${b}`), listing: (l) => [`brand:${l.brand}`] },
  },
  condition: {
    kind: 'any-of',
    params: ['condition'],
    facet: false,
    compile: (f) => compiledSet(f.condition),
    sql: (conditions) => inList('l.condition', conditions),
    scan: (conditions, into) => into.allow('condition', codeFilter(conditions, CONDITION_CODES)),
    test: (conditions, l) => conditions.includes(l.condition),
    keys: { rank: 80, search: (conditions) => conditions.map((c) => `cond:${c}`), listing: (l) => [`cond:${l.condition}`] },
  },
  state: {
    kind: 'any-of',
    params: ['location_state'],
    facet: false,
    compile: (f) => compiledSet(f.location_state),
    // The unary + keeps SQLite from driving the query by seller: a state holds thousands of
    // sellers, and checking each listing against that set while walking an index is several
    // times faster than fetching and sorting every matching listing.
    sql: (states) => ({
      sql: '+l.user_id IN (SELECT id FROM users WHERE location_state IN (SELECT value FROM json_each(?)))',
      params: [JSON.stringify(states)],
    }),
    scan: (states, into) => into.allow('state', codeFilter(states, STATE_CODES)),
    test: (states, l) => states.includes(l.sellerState),
    keys: { rank: 70, search: (states) => states.map((s) => `state:${s}`), listing: (l) => [`state:${l.sellerState}`] },
  },
  model: {
    kind: 'substring',
    params: ['model'],
    facet: true,
    compile: (f) => {
      if (f.model.length === 0) return null;
      const needles = [...new Set(f.model.map((m) => m.toLowerCase()))].sort();
      // SQLite's lower() folds ASCII letters only, which is exact for ASCII needles; one with
      // other letters ("Ü") needs full Unicode folding for all.
      return { needles, unicode: needles.some((n) => /[^\p{ASCII}]/u.test(n)) };
    },
    // instr(), not LIKE: `%` and `_` in a filter are literal characters (api §4.1).
    sql: ({ needles, unicode }) => ({
      sql: `EXISTS (SELECT 1 FROM json_each(?) WHERE instr(${unicode ? UNICODE_LOWER : 'lower'}(l.model), value) > 0)`,
      params: [JSON.stringify(needles)],
    }),
    test: ({ needles, unicode }, l, folded) => {
      const model = unicode ? (folded?.modelUnicode ?? l.model.toLowerCase()) : (folded?.modelAscii ?? asciiLower(l.model));
      return needles.some((n) => model.includes(n));
    },
    // A needle's first three characters, against every short substring of the listing's model (folded both ways).
    keys: {
      rank: 30,
      byType: true,
      search: ({ needles }) => [...new Set(needles.map((n) => `model:${keyPart(n)}`))],
      listing: (_l, text) => {
        const parts = new Set<string>();
        shortSubstrings(text.modelAscii, parts);
        shortSubstrings(text.modelUnicode, parts);
        return [...parts].map((part) => `model:${part}`);
      },
    },
  },
  text: {
    kind: 'full-text',
    params: ['q'],
    facet: false,
    compile: (f) => {
      const match = f.q === null ? null : ftsMatch(f.q);
      return match === null || f.q === null ? null : { match, terms: compileTerms(f.q) };
    },
    // The unary + again: probing the match set while walking an index costs at most one index
    // pass, however many listings a common term matches; driving by the matches instead means a
    // table lookup and a sort per match (three times slower for a term matching a fifth of all).
    sql: ({ match }) => ({ sql: '+l.id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ?)', params: [match] }),
    scan: ({ match }, into, reads) => into.allow('id', reads.textMatches(match)),
    test: ({ match, terms }, l, { db, text }) => {
      if (terms && text.columns) return termsMatch(terms, text.columns);
      return prepared(db, FTS_ROW).get(match, l.id, l.id) !== undefined;
    },
    // All terms must match: a search is filed under the one whose first token is longest (the
    // rarest prefix); a listing under every short prefix of its words. Text only FTS5 can judge
    // (text.ts) makes every search filed under a word a candidate.
    keys: {
      rank: 40,
      byType: true,
      search: ({ terms }) => {
        if (!terms || terms.length === 0) return [];
        const firsts = terms.map((t) => t[0] ?? '');
        const longest = firsts.reduce((a, b) => (Array.from(b).length > Array.from(a).length ? b : a));
        return [`word:${keyPart(longest)}`];
      },
      listing: (_l, text) => {
        const keys = new Set<string>();
        for (const column of text.columns ?? []) {
          for (const token of column) {
            const first = keyPart(token);
            for (let n = 1; n <= first.length; n++) keys.add(`word:${first.slice(0, n)}`);
          }
        }
        return [...keys];
      },
      everyUnder: (_l, text) => (text.columns === null ? 'word:' : null),
    },
  },
  price: {
    kind: 'range',
    params: ['price_min', 'price_max'],
    facet: false,
    compile: (f) =>
      f.price_min === null && f.price_max === null
        ? null
        : { min: f.price_min === null ? null : Math.ceil(cents(f.price_min)), max: f.price_max === null ? null : Math.floor(cents(f.price_max)) },
    sql: (price) => rangeClause('l.price_cents', price),
    scan: ({ min, max }, into) => into.range('price', min ?? -Infinity, max ?? Infinity),
    test: ({ min, max }, l) => (min === null || l.priceCents >= min) && (max === null || l.priceCents <= max),
    keys: { rank: 90, search: priceKeys, listing: (l) => [`price:${priceBand(l.priceCents)}`] },
  },
  swap: {
    kind: 'flag',
    params: ['open_to_swap'],
    facet: false,
    compile: (f) => f.open_to_swap,
    sql: (swap) => ({ sql: 'l.open_to_swap = ?', params: [swap ? 1 : 0] }),
    scan: (swap, into) => into.allow('flags', flagCodes(SWAP, swap)),
    test: (swap, l) => l.openToSwap === (swap ? 1 : 0),
  },
  loan: {
    kind: 'flag',
    params: ['open_to_loan'],
    facet: false,
    compile: (f) => f.open_to_loan,
    sql: (loan) => ({ sql: 'l.open_to_loan = ?', params: [loan ? 1 : 0] }),
    scan: (loan, into) => into.allow('flags', flagCodes(LOAN, loan)),
    test: (loan, l) => l.openToLoan === (loan ? 1 : 0),
  },
  like: {
    kind: 'size-nearness',
    params: ['like'],
    facet: false,
    compile: (f) => (f.reference === null ? null : compileLike(f.reference)),
    sql: ({ reach: { family, rimLo, rimHi, cups }, equivalents }) => ({
      sql: `l.size_family = ? AND (l.size_rim_um BETWEEN ? AND ?${cups ? ' AND l.size_cup BETWEEN ? AND ?' : ''} OR ${IS_EQUIVALENT})`,
      params: [family, rimLo, rimHi, ...(cups ? [cups.lo, cups.hi] : []), JSON.stringify(equivalents)],
    }),
    scan: ({ reach: { family, rimLo, rimHi, cups }, equivalents }, into, reads) =>
      into.similarTo({
        family: FAMILY_CODES.get(family) ?? NONE,
        rimLo,
        rimHi,
        byCup: cups !== null,
        cupLo: cups?.lo ?? 0,
        cupHi: cups?.hi ?? 0,
        equivalent: reads.sizeSet(equivalents),
      }),
    test: ({ reach, equivalents }, l) =>
      l.sizeFamily === reach.family &&
      ((l.modifications === null && l.sizeMaker !== null && l.sizeCode !== null && equivalents.includes(sizeKey(l.sizeMaker, l.sizeCode))) ||
        inReach(reach, l.sizeFamily, l.sizeRimUm, l.sizeCup)),
    // The rims within reach by bucket, and with a published cup by bucket and cup class (a
    // popular size is wanted by many, and its cup parts them three ways in seven); the
    // equivalents by name, whatever they measure.
    keys: {
      rank: 10,
      byType: true,
      search: ({ reach: { family, rimLo, rimHi, cups }, equivalents }) => [
        ...rimBuckets(rimLo, rimHi).flatMap((b) => (cups === null ? [`size:${family}:${b}`] : cupClasses(cups).map((c) => `size:${family}:${b}:${c}`))),
        ...equivalents.map((size) => `size:${size}`),
      ],
      listing: (l) => [
        ...(l.sizeFamily !== null && l.sizeRimUm !== null
          ? [`size:${l.sizeFamily}:${rimBucket(l.sizeRimUm)}`, ...(l.sizeCup === null ? [] : [`size:${l.sizeFamily}:${rimBucket(l.sizeRimUm)}:${l.sizeCup}`])]
          : []),
        ...(l.modifications === null && l.sizeMaker !== null && l.sizeCode !== null ? [`size:${sizeKey(l.sizeMaker, l.sizeCode)}`] : []),
      ],
    },
  },
  distance: {
    kind: 'distance',
    params: ['near', 'within_km'],
    facet: false,
    compile: (f) => {
      if (f.near === null) return null;
      const { lat, lon } = nearPoint(f.near);
      return { near: f.near, lat, lon, withinKm: f.within_km };
    },
    // Per listing, its seller's distance through the same JavaScript as the other readers (a
    // registered function), so a listing exactly at the bound is in or out for all three.
    sql: ({ lat, lon, withinKm }) => (withinKm === null ? { sql: '1', params: [] } : { sql: `${SELLER_KM} <= ?`, params: [lat, lon, withinKm] }),
    scan: (distance, into) => {
      if (distance.withinKm !== null) into.allow('postcode', codesWithin(distance, distance.withinKm));
    },
    test: ({ lat, lon, withinKm }, l) => {
      if (withinKm === null) return true;
      const km = kmToPostcode({ lat, lon }, l.sellerPostcode);
      return km !== null && km <= withinKm;
    },
  },
  rim: {
    kind: 'range',
    params: ['rim_min', 'rim_max'],
    facet: false,
    compile: (f) => (f.rim_min === null && f.rim_max === null ? null : { min: microns(f.rim_min), max: microns(f.rim_max) }),
    // A size without a rim figure is never in range: NULL fails the comparisons in SQL, and
    // NONE (-1) lies below every bound the catalog scans with.
    sql: (rim) => rangeClause('l.size_rim_um', rim),
    scan: ({ min, max }, into) => into.range('rim', min ?? 0, max ?? Infinity),
    test: ({ min, max }, l) => l.sizeRimUm !== null && (min === null || l.sizeRimUm >= min) && (max === null || l.sizeRimUm <= max),
    // Filed by rim bucket when both bounds are given (an open range would need every bucket to its end).
    keys: {
      rank: 15,
      byType: true,
      search: ({ min, max }) => (min === null || max === null ? [] : rimBuckets(min, max).map((b) => `rim:${b}`)),
      listing: (l) => (l.sizeRimUm === null ? [] : [`rim:${rimBucket(l.sizeRimUm)}`]),
    },
  },
  cup: {
    kind: 'any-of',
    params: ['cup'],
    facet: false,
    compile: (f) => (f.cup.length === 0 ? null : [...new Set(f.cup.map((cup) => CUP_CLASSES.indexOf(cup)))].sort((a, b) => a - b)),
    // A size without a published cup is never one of them: NULL is in no list in SQL, and NONE
    // (-1) is no code the catalog allows.
    sql: (cups) => inList('l.size_cup', cups),
    scan: (cups, into) => into.allow('cup', allowedCodes(cups)),
    test: (cups, l) => l.sizeCup !== null && cups.includes(l.sizeCup),
    // Every match has one of the allowed classes; after rim and text, as seven classes split listings coarsely.
    keys: {
      rank: 50,
      byType: true,
      search: (cups) => cups.map((cup) => `cup:${cup}`),
      listing: (l) => (l.sizeCup === null ? [] : [`cup:${l.sizeCup}`]),
    },
  },
};

/** The km from a bound point (two placeholders) to the listing's seller's postcode; NULL when it has no point. */
export const SELLER_KM = `(SELECT ${POSTCODE_KM}(u.location_postcode, ?, ?) FROM users u WHERE u.id = l.user_id)`;

/**
 * Whether a listing's decoded size is one of the bound `sizeKey`s (a JSON list): the like
 * filter's equivalents. A modified piece is no longer the size its maker printed, so never one.
 */
export const IS_EQUIVALENT = `(l.modifications IS NULL AND l.size_maker || '|' || l.size_code IN (SELECT value FROM json_each(?)))`;

export function compileLike(like: Pick<SizeReference, 'makerId' | 'code' | 'family' | 'rimUm' | 'cup'>): FilterValues['like'] {
  return { rimUm: like.rimUm, cup: like.cup, reach: similarReach(like), equivalents: equivalentKeys(sizeTable, like) };
}

/** The filters in clause order. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the keys of the literal above, which its type lists exactly
export const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];
