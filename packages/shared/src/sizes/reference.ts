import { pointOf, type SizePoint } from './compare';
import type { SizeTable } from './decode';
import { familyOf } from './families';
import { normalizeSizeCode } from './normalize';
import type { SizeEntry, SizeFamily, SizeMaker } from './types';

/** The mouthpiece a similar-size search is measured from ("like Bach 7C"). */
export interface SizeReference extends SizePoint {
  makerId: string;
  code: string;
  /** "Bach 7C": what the filter bar and the cards show. */
  label: string;
}

export const MAX_REFERENCE_LENGTH = 100;

export const REFERENCE_MESSAGES = {
  tooLong: `Size reference must be ${MAX_REFERENCE_LENGTH} characters or less.`,
  unknown: (text: string) => `No mouthpiece size we know matches "${text}". Try a maker and size, such as "Bach 7C".`,
  noRim: (label: string) => `${label} has no published rim size to compare with.`,
} as const;

export type ReferenceResult = { ok: true; reference: SizeReference } | { ok: false; error: string };

/** One family when every instrument asked for shares it; otherwise let the table choose. */
function familyOfTypes(instrumentTypes: readonly string[]): SizeFamily | null {
  const families = new Set(instrumentTypes.map(familyOf));
  const [only] = families;
  return families.size === 1 && only ? only : null;
}

function toReference(maker: SizeMaker, entry: SizeEntry): ReferenceResult {
  const label = `${maker.name} ${entry.code}`;
  const point = pointOf(entry);
  return point ? { ok: true, reference: { ...point, makerId: maker.id, code: entry.code, label } } : { ok: false, error: REFERENCE_MESSAGES.noRim(label) };
}

/**
 * Reads "Bach 7C", "my 7C", "7C", "Yamaha 11 C4": a maker named first, or none (the makers
 * are tried in the table's order, Bach first, as players say "a 7C" for Bach's). Instrument
 * types, when they agree on a family, pick that family's size.
 */
export function resolveReference(table: SizeTable, text: string, instrumentTypes: readonly string[] = []): ReferenceResult {
  const trimmed = text.trim();
  if (Array.from(trimmed).length > MAX_REFERENCE_LENGTH) return { ok: false, error: REFERENCE_MESSAGES.tooLong };
  const family = familyOfTypes(instrumentTypes);
  const words = trimmed.replace(/^my\s+/i, '').split(/\s+/);
  // A maker's name takes the first one, two or three words ("Denis Wick SM5", "Greg Black 3").
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const maker = table.makerOf(words.slice(0, n).join(' '));
    if (maker) {
      const entry = table.find(maker, words.slice(n).join(' '), family);
      if (entry) return toReference(maker, entry);
    }
  }
  const code = words.join(' ');
  for (const maker of table.makers) {
    const entry = table.find(maker, code, family);
    if (entry) return toReference(maker, entry);
  }
  return { ok: false, error: REFERENCE_MESSAGES.unknown(trimmed) };
}

/** "like Bach 7C" / "like my 7C" typed in the search box: the reference text, or null. */
export function likePhrase(q: string): string | null {
  const match = /^\s*like\s+(.+)$/i.exec(q);
  return match?.[1]?.trim() || null;
}

/**
 * Whether a reference read from text still being typed may be the start of a longer code of
 * the same maker ("Bach 7" on its way to "Bach 7C"): the filter bar then waits for Enter before
 * reading the phrase as a size.
 */
export function mayGrowLonger(table: SizeTable, reference: SizeReference): boolean {
  const code = normalizeSizeCode(reference.code);
  const entries = table.makerById(reference.makerId)?.entries ?? [];
  // The reference's own entry does not count: its longer aliases ("11C4-7C") are the same size.
  return entries.some(
    (entry) =>
      entry.code !== reference.code &&
      [entry.code, ...(entry.aliases ?? [])].some((other) => {
        const normal = normalizeSizeCode(other);
        return normal.length > code.length && normal.startsWith(code);
      }),
  );
}
