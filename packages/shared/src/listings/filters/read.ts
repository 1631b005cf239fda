import type { ApiFilterValue, FilterParam, FilterReading, FilterValue, Values } from './spec';
import { FILTER_PARAMS, filterSpec } from './table';
import { paramValues } from './values';

const nonEmpty = <T>(list: readonly T[]): list is Values<T> => list.length > 0;

/**
 * A parameter's values from what arrived, each read by its declaration: every distinct one for
 * "any of", else the last (api §0.1). `refuse` hears the text of each value it refuses; the API
 * makes it a 400, a page URL ignores it (the value is then left out).
 */
export function readParam<K extends FilterParam>(key: K, raw: unknown, refuse: (message: string) => void = () => {}): FilterValue<K>[] {
  const spec = filterSpec(key);
  const arrived = paramValues(raw);
  const values: FilterValue<K>[] = [];
  for (const value of spec.arity === 'many' ? arrived : arrived.slice(-1)) {
    const read = spec.read(value);
    if (read === undefined) {
      if (spec.invalid !== undefined) refuse(spec.invalid);
    } else if (!values.includes(read)) values.push(read);
  }
  return values;
}

/** The text of the relation to other parameters a parameter's values break (its `check`), or null. */
export function brokenRelation<K extends FilterParam>(key: K, reading: FilterReading): string | null {
  const { check } = filterSpec(key);
  const values = reading[key];
  return check && values ? check(values, reading) : null;
}

type Reading = { -readonly [K in FilterParam]?: Values<FilterValue<K>> };

function put<K extends FilterParam>(reading: Reading, key: K, values: readonly FilterValue<K>[]): void {
  // Widened to write under a key TypeScript cannot tie to its own value type (its property of a generic key).
  if (nonEmpty(values)) (reading as Partial<Record<FilterParam, unknown>>)[key] = values;
}

/**
 * The filters of a query given as a record (a page's URL search, a saved search's query string,
 * the values the API parsed): every parameter read leniently, a value that breaks a relation
 * left out. What the texts of a search (saved-search text, summary, "has filters") are made from.
 */
export function readFilters(raw: Readonly<Record<string, unknown>>): FilterReading {
  const reading: Reading = {};
  for (const key of FILTER_PARAMS) put(reading, key, readParam(key, raw[key]));
  for (const key of FILTER_PARAMS) if (brokenRelation(key, reading) !== null) Reflect.deleteProperty(reading, key);
  return reading;
}

/** Filters held as values (the API's parsed query, a page's filters): a list, one value, or none (null, undefined). */
export type HeldFilters = { readonly [K in FilterParam]?: ApiFilterValue<K> | FilterValue<K> };

/** The reading of filters already read: the same values, as lists. */
export function readingOf(filters: HeldFilters): FilterReading {
  const reading: Reading = {};
  for (const key of FILTER_PARAMS) put(reading, key, heldValues(filters, key));
  return reading;
}

function heldValues<K extends FilterParam>(filters: HeldFilters, key: K): readonly FilterValue<K>[] {
  const held: unknown = filters[key];
  if (held === null || held === undefined) return [];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the values of `key`, as HeldFilters types them: a list of them, or one
  return (Array.isArray(held) ? held : [held]) as FilterValue<K>[];
}

/** A query string as a record: a repeated key gives the list of its values ("any of"). */
export function queryRecord(query: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const known = record[key];
    record[key] = known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return record;
}

/** The parameters whose values narrow a browse (`narrows`): what "a filter in use" means everywhere. */
export function narrowingParams(reading: FilterReading): FilterParam[] {
  return FILTER_PARAMS.filter((key) => narrows(key, reading));
}

function narrows<K extends FilterParam>(key: K, reading: FilterReading): boolean {
  const values = reading[key];
  if (!values) return false;
  const { narrows: narrowing } = filterSpec(key);
  return narrowing ? values.some(narrowing) : true;
}

/** The keys of a canonical saved query, in their fixed order (alphabetical, as the web app writes them). */
export const SEARCH_QUERY_KEYS: readonly FilterParam[] = [...FILTER_PARAMS].sort();

function written<K extends FilterParam>(key: K, reading: FilterReading): string[] {
  const { write = String } = filterSpec(key);
  return (reading[key] ?? []).map((value) => write(value));
}

/**
 * The one text of a search's filters (a saved search's `query`, the query the web app saves): keys
 * in `SEARCH_QUERY_KEYS` order, each key's values as its declaration writes them, sorted. Two
 * searches that browse alike give the same text, and reading it back gives the same filters.
 */
export function searchText(reading: FilterReading): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_QUERY_KEYS) for (const value of written(key, reading).sort()) params.append(key, value);
  return params.toString();
}
