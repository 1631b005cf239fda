import { isOneOf } from '../../checks';
import { charCount } from '../../email';
import { spaceControls } from '../../control-characters';
import { parseDecimal } from '../../money';

/**
 * One value of a parameter as it arrives, never blank: text (REST, a saved search's query), or
 * a typed value (the web app's tRPC calls; a page URL, which reads `?near=3000` as a number).
 */
export type ParamValue = string | number | boolean;

/**
 * Every value of a parameter, the one place they are read (ADR 013): a control character is a
 * space (so `q=bach%00` searches for "bach", over REST, tRPC, in a page URL and a saved search
 * alike), and `?a=` and `?a=%20` say nothing, so blank values are dropped. A repeated key gives
 * its values in order.
 */
export function paramValues(raw: unknown): ParamValue[] {
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  const values: ParamValue[] = [];
  for (const value of list) {
    if (typeof value === 'string') {
      const text = spaceControls(value).trim();
      if (text !== '') values.push(text);
    } else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') values.push(value);
  }
  return values;
}

/* The readers of one value, by kind: each gives the value, or undefined for one it refuses. */

/** Any text; a number or a boolean a URL read as one stands for its digits or its word. */
export const readText = (value: ParamValue): string => String(value);

/** Text of at most `max` characters (counted as Unicode characters, after trimming). */
export const readShortText =
  (max: number) =>
  (value: ParamValue): string | undefined => {
    const text = String(value);
    return charCount(text) <= max ? text : undefined;
  };

/** One of a fixed list of words, exactly as the list spells it. */
export const readWord =
  <W extends string>(words: readonly W[]) =>
  (value: ParamValue): W | undefined => {
    const text = String(value);
    return isOneOf(words, text) ? text : undefined;
  };

/** A decimal number ("120", "120.5", ".5"), as text or typed; not hex, not "Infinity". */
export const readDecimal = (value: ParamValue): number | undefined => (typeof value === 'boolean' ? undefined : (parseDecimal(value) ?? undefined));

/** `true` or `false`, as text (exactly, lower case) or typed. */
export function readFlag(value: ParamValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** A whole number from `min` to `max`, as digits or typed. */
export const readWhole =
  (min: number, max: number) =>
  (value: ParamValue): number | undefined => {
    const text = String(value);
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    return n >= min && n <= max ? n : undefined;
  };

/** A number from `min` to `max` with one decimal at most ("16.9", "17"), as text or typed. */
export const readTenths =
  (min: number, max: number) =>
  (value: ParamValue): number | undefined => {
    const text = String(value);
    const n = /^\d+(?:\.\d)?$/.test(text) ? Number(text) : NaN;
    return n >= min && n <= max ? n : undefined;
  };

/** A 4-digit postcode; a URL reads `?near=3000` as the number 3000 (and `?near=800` as 800: 0800). */
export function readPostcode(value: ParamValue): string | undefined {
  const text = typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value).padStart(4, '0') : String(value);
  return /^\d{4}$/.test(text) ? text : undefined;
}
