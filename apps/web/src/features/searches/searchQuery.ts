import { formatPrice } from '../listings/price';
import { filtersOf, parseFilters, type ListingFilters, type ListingSearch } from '../listings/filters/listingSearch';

/**
 * A saved search is the browse URL's query string of its filters (search text, filters and the
 * reference size, never page, sort or view). These helpers go from the browse page's search to
 * that string, back to filters, and to a line a person reads ("Trumpet · like Bach 7C · under $300").
 * They read the filters generically, so a filter added to `filtersOf` is saved and summarised too.
 */

/** Every filter value as text, by key; a saved query may repeat a key ("any of"). */
type FilterValues = Map<string, string[]>;

function valuesOfFilters(filters: ListingFilters): FilterValues {
  const values: FilterValues = new Map();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value) !== '') values.set(key, [String(value)]);
  }
  return values;
}

function valuesOfQuery(query: string): FilterValues {
  const values: FilterValues = new Map();
  for (const [key, value] of new URLSearchParams(query)) {
    const text = value.trim();
    if (text !== '') values.set(key, [...(values.get(key) ?? []), text]);
  }
  return values;
}

/** What a Save search on the browse page saves: its filters, without page, sort or view. */
export function savableFilters(search: ListingSearch): ListingFilters {
  return filtersOf(search);
}

export function hasFilters(filters: ListingFilters): boolean {
  return valuesOfFilters(filters).size > 0;
}

/** `instrument_type=Trumpet&like=Bach+7C`: the filters as a query string, keys in order, empty ones left out. */
export function queryOfFilters(filters: ListingFilters): string {
  const params = new URLSearchParams();
  const values = valuesOfFilters(filters);
  for (const key of [...values.keys()].sort()) for (const value of values.get(key) ?? []) params.append(key, value);
  return params.toString();
}

/** A saved query as the browse page reads it (one value per key, as the filter bar holds them). */
export function filtersOfQuery(query: string): ListingFilters {
  const raw: Record<string, string> = {};
  for (const [key, values] of valuesOfQuery(query)) raw[key] = values[0] ?? '';
  return parseFilters(raw);
}

/** Whether a saved query is the search the filters make (letter case aside). */
export function sameSearch(query: string, filters: ListingFilters): boolean {
  const a = valuesOfQuery(query);
  const b = valuesOfFilters(filters);
  if (a.size !== b.size) return false;
  for (const [key, values] of b) {
    const other = a.get(key);
    if (!other || other.length !== values.length) return false;
    if (values.some((value, i) => !equalValue(value, other[i] ?? ''))) return false;
  }
  return true;
}

function equalValue(a: string, b: string): boolean {
  const numbers = [Number(a), Number(b)];
  if (a.trim() !== '' && b.trim() !== '' && numbers.every(Number.isFinite)) return numbers[0] === numbers[1];
  return a.toLocaleLowerCase('en-AU') === b.toLocaleLowerCase('en-AU');
}

const SEPARATOR = ' · ';

function price(value: string): string {
  const amount = Number(value);
  return Number.isFinite(amount) ? formatPrice(amount) : value;
}

/** The parts of the summary, in the order a buyer says them; unknown keys last, as "key value". */
function summaryParts(values: FilterValues): string[] {
  const one = (key: string) => values.get(key)?.join(' or ');
  const parts: (string | undefined)[] = [];
  const brand = one('brand');
  const model = one('model');
  parts.push(one('instrument_type'));
  // "Bach 3C" reads better than "Bach · 3C", unless several brands are meant.
  if (brand && model && values.get('brand')?.length === 1) parts.push(`${brand} ${model}`);
  else parts.push(brand, model);
  const like = one('like');
  parts.push(like && `like ${like}`);
  const q = one('q');
  parts.push(q && `“${q}”`);
  const condition = one('condition');
  parts.push(condition && `${condition} condition`);
  const state = one('location_state');
  parts.push(state && `in ${state}`);
  const min = values.get('price_min')?.[0];
  const max = values.get('price_max')?.[0];
  if (min !== undefined && max !== undefined) parts.push(`${price(min)}–${price(max)}`);
  else if (max !== undefined) parts.push(`under ${price(max)}`);
  else if (min !== undefined) parts.push(`over ${price(min)}`);
  // Saved through the API, a search may also ask for sellers open to a swap or a loan.
  for (const [key, what] of [
    ['open_to_swap', 'open to swap'],
    ['open_to_loan', 'open to loan'],
  ] as const) {
    const flag = values.get(key)?.[0];
    if (flag !== undefined) parts.push(flag === 'false' ? `not ${what}` : what);
  }
  const known = new Set([
    'instrument_type',
    'brand',
    'model',
    'like',
    'q',
    'condition',
    'location_state',
    'price_min',
    'price_max',
    'open_to_swap',
    'open_to_loan',
  ]);
  for (const [key, list] of values) if (!known.has(key)) parts.push(`${key.replace(/_/g, ' ')} ${list.join(' or ')}`);
  return parts.filter((part): part is string => !!part);
}

/** "Trumpet · like Bach 7C · under $300" for a browse page's filters. */
export function summarizeFilters(filters: ListingFilters): string {
  return summaryParts(valuesOfFilters(filters)).join(SEPARATOR);
}

/** The same line for a saved search's query string. */
export function summarizeQuery(query: string): string {
  return summaryParts(valuesOfQuery(query)).join(SEPARATOR);
}

/** The name the Save search dialog starts with: the summary, cut to `max` characters. */
export function defaultSearchName(filters: ListingFilters, max: number): string {
  const summary = summarizeFilters(filters);
  const characters = [...summary];
  return characters.length <= max
    ? summary
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}
