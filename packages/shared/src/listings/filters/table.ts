import { CONDITIONS, STATES } from '../../constants';
import { formatPrice } from '../../money';
import { MAX_WITHIN_KM, MIN_WITHIN_KM, PLACE_TEXTS } from '../../places/texts';
import { MAX_REFERENCE_LENGTH } from '../../sizes/reference';
import { CUP_CLASSES } from '../../sizes/types';
import type { FilterParam, FilterSpecOf } from './spec';
import { readDecimal, readFlag, readPostcode, readShortText, readTenths, readText, readWhole, readWord } from './values';

export const MAX_SEARCH_LENGTH = 100;

/** The rim filter's bounds, in mm (a rim is decoded in µm; the filter says mm with one decimal). */
export const MIN_RIM_MM = 10;
export const MAX_RIM_MM = 40;

/** The texts of refused values (api §4.1 for the contract's own; §16.1, §20.1 for ours). */
export const LISTING_QUERY_MESSAGES = {
  priceMin: 'price_min must be a number.',
  priceMax: 'price_max must be a number.',
  openToSwap: 'open_to_swap must be true or false.',
  openToLoan: 'open_to_loan must be true or false.',
  search: `Search text must be ${MAX_SEARCH_LENGTH} characters or less.`,
  rimMin: `rim_min must be a number of mm from ${MIN_RIM_MM.toFixed(1)} to ${MAX_RIM_MM.toFixed(1)}, with one decimal at most.`,
  rimMax: `rim_max must be a number of mm from ${MIN_RIM_MM.toFixed(1)} to ${MAX_RIM_MM.toFixed(1)}, with one decimal at most.`,
  rimOrder: 'rim_max must not be less than rim_min.',
  cup: `cup must be one of: ${CUP_CLASSES.join(', ')}.`,
} as const;

const anyOf = (values: readonly string[]) => values.join(' or ');
const mm = (value: number) => value.toFixed(1);
/** A search term must hold a letter or a digit to start a word: browse drops the others (api §4.1). */
const SEARCH_WORD = /[\p{L}\p{N}]/u;

/**
 * Every browse filter parameter, declared once, in the order of api §4.1 (the contract's table,
 * then our additions): how one value is read and refused, its OpenAPI text, how a saved search
 * writes it, whether it narrows, and the words a summary says for it. The API's parser and
 * OpenAPI parameters, a page URL's filters, the filter bar's draft, a saved search's canonical
 * text, "has filters" and the summaries and default names all loop over it. The API's filter
 * rows (packages/api/src/browse/filter/rows.ts) say what each does to a listing.
 */
export const FILTER_SPECS = {
  instrument_type: {
    arity: 'many',
    read: readText,
    doc: { type: 'string', description: "Exact match on the listing's instrument type" },
    phraseRank: 10,
    phrase: anyOf,
    bar: true,
  },
  brand: {
    arity: 'many',
    read: readText,
    doc: { type: 'string', description: "Exact match on the listing's brand" },
    // "Bach 3C" reads better than "Bach · 3C", unless several brands are meant.
    phraseRank: 20,
    phrase: (brands, { model }) => (brands.length === 1 && model ? `${brands[0]} ${anyOf(model)}` : anyOf(brands)),
    bar: true,
  },
  condition: {
    arity: 'many',
    read: readText,
    doc: { type: 'string', enum: CONDITIONS, description: "Exact match on the listing's condition" },
    phraseRank: 70,
    phrase: (conditions) => `${anyOf(conditions)} condition`,
    bar: true,
  },
  location_state: {
    arity: 'many',
    read: readText,
    doc: { type: 'string', enum: STATES, description: "Exact match on the seller's state" },
    phraseRank: 80,
    phrase: (states) => `in ${anyOf(states)}`,
    bar: true,
  },
  model: {
    arity: 'many',
    read: readText,
    doc: { type: 'string', description: "Case-insensitive substring of the listing's model (% and _ are literal)" },
    phraseRank: 30,
    phrase: (models, { brand }) => (brand?.length === 1 ? null : anyOf(models)),
    bar: true,
  },
  q: {
    arity: 'one',
    read: readShortText(MAX_SEARCH_LENGTH),
    invalid: LISTING_QUERY_MESSAGES.search,
    doc: {
      type: 'string',
      maxLength: MAX_SEARCH_LENGTH,
      description:
        'Search text, split on whitespace into terms; each term must match the beginning of a word (ignoring case and accents) in brand, model, size or description.',
    },
    // A search text counts only when it holds a word: browse ignores "!!!", as it can never start one.
    narrows: (q) => SEARCH_WORD.test(q),
    phraseRank: 60,
    phrase: ([q]) => `“${q}”`,
    bar: true,
  },
  price_min: {
    arity: 'one',
    read: readDecimal,
    invalid: LISTING_QUERY_MESSAGES.priceMin,
    doc: { type: 'number', description: 'Inclusive lower bound in dollars.' },
    phraseRank: 100,
    phrase: ([min], { price_max }) => (price_max ? null : `over ${formatPrice(min)}`),
    bar: true,
  },
  price_max: {
    arity: 'one',
    read: readDecimal,
    invalid: LISTING_QUERY_MESSAGES.priceMax,
    doc: { type: 'number', description: 'Inclusive upper bound in dollars.' },
    phraseRank: 101,
    phrase: ([max], { price_min }) => (price_min ? `${formatPrice(price_min[0])}–${formatPrice(max)}` : `under ${formatPrice(max)}`),
    bar: true,
  },
  open_to_swap: {
    arity: 'one',
    read: readFlag,
    invalid: LISTING_QUERY_MESSAGES.openToSwap,
    doc: { type: 'boolean', description: '`true` keeps only listings open to swap, `false` only those that are not.' },
    phraseRank: 110,
    phrase: ([swap]) => (swap ? 'open to swap' : 'not open to swap'),
  },
  open_to_loan: {
    arity: 'one',
    read: readFlag,
    invalid: LISTING_QUERY_MESSAGES.openToLoan,
    doc: { type: 'boolean', description: '`true` keeps only listings open to loan, `false` only those that are not.' },
    phraseRank: 111,
    phrase: ([loan]) => (loan ? 'open to loan' : 'not open to loan'),
  },
  like: {
    arity: 'one',
    // Resolved against the size table by the API's parser (query.ts), which has its refusals.
    read: readText,
    addition: true,
    doc: {
      type: 'string',
      maxLength: MAX_REFERENCE_LENGTH,
      description:
        'A mouthpiece to find similar sizes to, as a maker and size ("Bach 7C", or "7C" for Bach): listings of any maker for the same instrument family first the reference size and its published equivalents (a maker’s own comparison: Yamaha 11C4-7C, Denis Wick’s VB7C…), then listings within ±0.30 mm of rim diameter and the same or a neighbouring cup depth; each group closest first (ties in `sort` order). A search text of the form "like Bach 7C" does the same. A size the size table does not know is a 400.',
    },
    phraseRank: 40,
    phrase: ([like]) => `like ${like}`,
    bar: true,
  },
  near: {
    arity: 'one',
    read: readPostcode,
    invalid: PLACE_TEXTS.nearFormat,
    addition: true,
    doc: {
      type: 'string',
      pattern: '^\\d{4}$',
      description:
        "A postcode to measure distances from: each listing then carries `distance_km` (whole km from its seller's postcode). An unknown postcode is a 400.",
    },
    // Where distances are measured from: it narrows only with a bound (api §20), and so says
    // nothing by itself; with a bound, the bound's words name it ("within 50 km of 3000"). The
    // filter bar fills it with the member's own postcode, which a search name would only clutter.
    narrows: () => false,
    phraseRank: 90,
    phrase: () => null,
    bar: true,
  },
  within_km: {
    arity: 'one',
    read: readWhole(MIN_WITHIN_KM, MAX_WITHIN_KM),
    invalid: PLACE_TEXTS.withinKm,
    addition: true,
    doc: {
      type: 'integer',
      minimum: MIN_WITHIN_KM,
      maximum: MAX_WITHIN_KM,
      description: "Keeps listings whose seller's postcode lies within this many km of `near`'s (great-circle, between postcode points); needs `near`.",
    },
    phraseRank: 91,
    phrase: ([km], { near }) => (near ? `within ${km} km of ${near[0]}` : `within ${km} km`),
    bar: true,
  },
  rim_min: {
    arity: 'one',
    read: readTenths(MIN_RIM_MM, MAX_RIM_MM),
    invalid: LISTING_QUERY_MESSAGES.rimMin,
    addition: true,
    doc: {
      type: 'number',
      minimum: MIN_RIM_MM,
      maximum: MAX_RIM_MM,
      description:
        'Keeps listings whose decoded size has a rim figure from the size table (its inner diameter, with its source) of at least this many mm; one decimal at most. A listing whose size does not decode, or has no rim figure, is left out.',
    },
    phraseRank: 50,
    phrase: ([min], { rim_max }) => (rim_max ? null : `rim from ${mm(min)} mm`),
    bar: true,
  },
  rim_max: {
    arity: 'one',
    read: readTenths(MIN_RIM_MM, MAX_RIM_MM),
    invalid: LISTING_QUERY_MESSAGES.rimMax,
    check: ([max], { rim_min }) => (rim_min && rim_min[0] > max ? LISTING_QUERY_MESSAGES.rimOrder : null),
    addition: true,
    doc: {
      type: 'number',
      minimum: MIN_RIM_MM,
      maximum: MAX_RIM_MM,
      description: 'Keeps listings whose decoded size has a rim figure of at most this many mm (one decimal at most); not less than `rim_min`.',
    },
    phraseRank: 51,
    phrase: ([max], { rim_min }) => (rim_min ? `rim ${mm(rim_min[0])}–${mm(max)} mm` : `rim up to ${mm(max)} mm`),
    bar: true,
  },
  cup: {
    arity: 'many',
    read: readWord(CUP_CLASSES),
    invalid: LISTING_QUERY_MESSAGES.cup,
    addition: true,
    doc: {
      type: 'string',
      enum: CUP_CLASSES,
      description:
        "Keeps listings whose decoded size has this cup depth on the size table's one scale across makers (Bach's C is `medium`, its A `deep`). A listing whose size does not decode, or has no published cup, is left out.",
    },
    // The size's other figure, said after its rim ("rim 16.9–17.1 mm · deep or medium deep cup"),
    // its words deepest first whatever order they came in, as the scale reads.
    phraseRank: 52,
    phrase: (cups) => `${anyOf(CUP_CLASSES.filter((cup) => cups.includes(cup)))} cup`,
    bar: true,
  },
} as const satisfies { [K in FilterParam]: FilterSpecOf<K> };

/** The table as its readers loop over it: each parameter's declaration with its own value type. */
const SPECS: { readonly [K in FilterParam]: FilterSpecOf<K> } = FILTER_SPECS;

/** The filter parameters, in the table's order. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the keys of the table, which `satisfies` holds to exactly the parameters
export const FILTER_PARAMS = Object.keys(FILTER_SPECS) as FilterParam[];

type Specs = typeof FILTER_SPECS;

/** The parameters the web app's filter bar edits. */
export type BarParam = { [K in FilterParam]: Specs[K] extends { bar: true } ? K : never }[FilterParam];

/** The parameters of the contract's own table (api §4.1), and our additions, which parsers and documents list after sort and paging. */
export type ContractParam = { [K in FilterParam]: Specs[K] extends { addition: true } ? never : K }[FilterParam];
export type AddedParam = Exclude<FilterParam, ContractParam>;

/** The parameters of one part, in the table's order. */
export function paramsOf(part: 'contract' | 'additions'): FilterParam[] {
  return FILTER_PARAMS.filter((key) => 'addition' in FILTER_SPECS[key] === (part === 'additions'));
}

export const FILTER_BAR_PARAMS = FILTER_PARAMS.filter((key): key is BarParam => 'bar' in FILTER_SPECS[key]);

/** A parameter's declaration, typed as the readers loop over them. */
export function filterSpec<K extends FilterParam>(key: K): FilterSpecOf<K> {
  return SPECS[key];
}
