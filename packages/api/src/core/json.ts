/**
 * JSON for REST answers that reuses the text of shared, immutable values. A cached listing page
 * is assembled from listing objects that many answers share; their JSON is written once and the
 * page's text is stitched from those pieces instead of serialising 24 listings on every request.
 * State of this module's own, as ADR 013 allows: an identity memo of immutable values, held
 * weakly, so an entry lives exactly as long as the value it describes and can never be stale.
 */
const shared = new WeakSet<object>();
const composite = new WeakSet<object>();
const texts = new WeakMap<object, string>();

/** Marks a value that is never mutated again: its JSON is computed once, on first use. */
export function shareJson<T extends object>(value: T): T {
  shared.add(value);
  return value;
}

/** Marks an immutable answer built from shared values: its text is stitched from theirs, once. */
export function composeJson<T extends object>(value: T): T {
  composite.add(value);
  return value;
}

/**
 * `JSON.stringify`, except for marked values: their text is produced once and kept as long as
 * the value lives (a cached page answered a thousand times is serialised once).
 */
export function toJson(value: unknown): string {
  return typeof value === 'object' && value !== null && (shared.has(value) || composite.has(value)) ? memoised(value) : JSON.stringify(value);
}

function memoised(value: object): string {
  let text = texts.get(value);
  if (text === undefined) {
    text = shared.has(value) ? JSON.stringify(value) : stitch(value);
    texts.set(value, text);
  }
  return text;
}

function stitch(value: object): string {
  const part = (item: unknown): string => {
    if (typeof item !== 'object' || item === null) return JSON.stringify(item) ?? 'null';
    if (shared.has(item) || composite.has(item)) return memoised(item);
    if (Array.isArray(item)) return `[${item.map(part).join(',')}]`;
    return JSON.stringify(item);
  };
  if (Array.isArray(value)) return part(value);
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) if (item !== undefined) parts.push(`${JSON.stringify(key)}:${part(item)}`);
  return `{${parts.join(',')}}`;
}
