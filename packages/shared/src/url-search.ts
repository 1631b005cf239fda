/**
 * How the web app's page URLs spell their search params: the web router's `parseSearch` and
 * `stringifySearch`, and how the server reads a page's URL to answer its first screen (ADR 016),
 * so both sides read one URL as one search.
 *
 * Reading is the router's default (TanStack Router's `defaultParseSearch`): a value that reads as
 * a number or a boolean is one, a JSON value (`"3000"`, `[1,2]`) is parsed, anything else is
 * text; a repeated key is an array of its values, which are not parsed as JSON. Writing differs:
 * the router's default quotes any text that would read back as something else, so a postcode came
 * out as `near=%223000%22`. Here text that reads back as a number with the same digits is written
 * plain (`near=3000`, as the API and shared links spell it): every page parser takes such a
 * number back as its text. The quoted spelling of older links still reads as the text it quotes.
 */

type Search = Record<string, unknown>;

/** A raw param value as the router's query-string decoder reads it: numbers and booleans as such. */
function decoded(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return numberSpelledAs(text) ?? text;
}

/** The number `text` spells exactly (`3000`, `-2.5`), if it does: `0800` and `1e3` do not. */
function numberSpelledAs(text: string): number | undefined {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && String(value) === text ? value : undefined;
}

/** A value JSON may spell: what the router tries to parse (others are text as they stand). */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

function parsedJson(text: string): unknown {
  if (!JSON_START.test(text)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `?near=3000&brand=Bach` → `{ near: 3000, brand: 'Bach' }`; `?near=%223000%22` → `{ near: '3000' }`. */
export function parseUrlSearch(search: string): Search {
  const lists = new Map<string, unknown[]>();
  for (const [key, text] of new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)) lists.set(key, [...(lists.get(key) ?? []), decoded(text)]);
  // fromEntries defines each key as its own property: `__proto__=…` is a param like any other.
  return Object.fromEntries([...lists].map(([key, list]) => [key, list.length > 1 ? list : single(list[0])]));
}

/** A key's one value: JSON where it spells JSON. */
const single = (value: unknown): unknown => (typeof value === 'string' ? parsedJson(value) : value);

/** How a value is written so `parseUrlSearch` reads it back (a number-spelled text as its number). */
function written(value: unknown): string {
  if (typeof value === 'string') return parsedJson(value) === value || numberSpelledAs(value) !== undefined ? value : JSON.stringify(value);
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** `{ near: '3000', price_min: 50 }` → `?near=3000&price_min=50`; '' without any value. */
export function stringifyUrlSearch(search: Search): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value !== undefined) params.set(key, written(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
