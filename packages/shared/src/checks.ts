/**
 * Checked access for values the type system cannot prove present: a regex group that always
 * takes part in a match, an index known to be in range, the one row an aggregate query returns.
 * Where `x!` would turn a wrong assumption into a TypeError somewhere later, this fails at once
 * and says what was missing.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, got ${String(value)}`);
  return value;
}

/** Any value but undefined (null included): what an array item of `itemAt` may be. */
export type Defined = NonNullable<unknown> | null;

/**
 * `items[index]` for an index the caller knows is in range, without `!`: an index outside the
 * array throws a RangeError. Items may be null (a list of optional sizes), not undefined.
 */
export function itemAt<T extends Defined>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`Index ${index} is out of range for ${items.length} items`);
  return item;
}

/** A plain JSON-like object (not null, not an array), whose fields can then be checked one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value[key]` when `value` is an object whose `key` is a string, else undefined. */
export function stringField(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'string' ? field : undefined;
}

/** Whether `value` is one of `values` (a const tuple such as SORTS), narrowing it to that union. */
export function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return values.some((v) => v === value);
}
