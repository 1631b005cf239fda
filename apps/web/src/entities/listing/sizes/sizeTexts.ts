import { modifiedText } from '@mpx/shared';
import type { EquivalenceIndex, ReferenceResult, SimilarityReason, SizeRef, SizeReference } from '@mpx/shared/sizes';
import type { ListingFilters } from '../listingSearch';
import type { Listing } from '../types';
import type { Sizes } from '../../size/useSizes';

/**
 * What the listing pages say about mouthpiece sizes, worked out from the size table (loaded
 * with `useSizes`, and passed in, so this file adds nothing to a page's chunk).
 */

export const SIZE_TEXTS = {
  similarLabel: 'Similar to',
  similarPlaceholder: 'e.g. Bach 7C',
  similarHint: 'A maker and size, such as Bach 7C.',
  similarTitle: 'Similar sizes',
  similarLoading: 'Loading similar sizes...',
  comparedWith: (label: string) => `Size compared with ${label}: `,
  thisListing: 'this listing',
  clear: 'Clear',
  clearLabel: (label: string) => `Clear similar to ${label}`,
} as const;

/** A listing's Size field takes up to 50 characters; longer text is refused on save, not read. */
const MAX_SIZE_LENGTH = 50;

/** "like Bach 7C", "like my 7C": worth loading the size table for (`likePhrase` decides). */
export const LIKE_PHRASE = /^\s*like\s+\S/i;

type SizeFields = Pick<Listing, 'brand' | 'model' | 'size' | 'instrument_type'>;

/** The published equivalences read against the loaded table (indexed once per table). */
export function equivalencesOf(sizes: Sizes): EquivalenceIndex {
  return sizes.equivalenceIndex(sizes.sizeTable);
}

/** The table's size a resolved reference names. */
export function refOfReference(sizes: Sizes, reference: SizeReference): SizeRef | null {
  const maker = sizes.sizeTable.makerById(reference.makerId);
  const entry = maker && sizes.sizeTable.find(maker, reference.code, sizes.SIZE_FAMILIES.find((f) => f === reference.family) ?? null);
  return maker && entry ? { maker, entry } : null;
}

/** "rim ≈ 16.2 mm, medium cup"; a rim from a numbering rule says whose ("rim ≈ 16.89 mm by Schilke’s numbering rule"). */
export function referenceDetails(sizes: Sizes, reference: SizeReference): string {
  const cup = reference.cup === null ? undefined : sizes.CUP_CLASSES[reference.cup];
  const ref = refOfReference(sizes, reference);
  const rule = ref?.entry.rimFrom === 'rule' ? ` by ${sizes.rimRuleName(ref.maker)}` : '';
  return [`rim ≈ ${sizes.formatRim(reference.rimUm / 1000)} mm${rule}`, cup && `${cup} cup`].filter(Boolean).join(', ');
}

/**
 * The results line: "Similar to Bach 7C (rim ≈ 16.2 mm, medium cup), closest first". The server
 * puts a reference's published equivalents before its measured neighbours, and the line says so
 * when it has any.
 */
export function similarToLine(sizes: Sizes | null, label: string, reference: SizeReference | null): string {
  if (!sizes || !reference) return `Similar to ${label}, closest first`;
  const ref = refOfReference(sizes, reference);
  const order = ref && equivalencesOf(sizes).of(ref.entry).length > 0 ? 'published equivalents first, then closest' : 'closest first';
  return `Similar to ${reference.label} (${referenceDetails(sizes, reference)}), ${order}`;
}

/** The reference a `like` filter names, in the family of the instrument filter when it has one. */
export function resolveLike(sizes: Sizes, text: string, instrumentType: string | undefined): ReferenceResult {
  return sizes.resolveReference(sizes.sizeTable, text, instrumentType ? [instrumentType] : []);
}

/**
 * "like my 7C" typed as the search text, read as the `like` filter (its label, "Bach 7C") with
 * the search text cleared; null when the text is not such a phrase or names no known size
 * ("like new" stays a text search). The server reads such a search text the same way.
 */
export function likeFromSearchText(sizes: Sizes, filters: ListingFilters): ListingFilters | null {
  const phrase = filters.q === undefined ? null : sizes.likePhrase(filters.q);
  if (phrase === null) return null;
  const result = resolveLike(sizes, phrase, filters.instrument_type);
  if (!result.ok) return null;
  const { q: _text, ...rest } = filters;
  return { ...rest, like: result.reference.label };
}

/**
 * Whether the search text may apply on a pause in typing: not while it is "like …" and the size
 * table is still loading, nor while the size it names starts a longer code ("like Bach 7" may
 * become "7C"). Enter applies it whatever this says.
 */
export function likeSettled(sizes: Sizes | null, filters: ListingFilters): boolean {
  if (filters.q === undefined || !LIKE_PHRASE.test(filters.q)) return true;
  if (!sizes) return false;
  const phrase = sizes.likePhrase(filters.q);
  const result = phrase === null ? null : resolveLike(sizes, phrase, filters.instrument_type);
  return !result?.ok || !sizes.mayGrowLonger(sizes.sizeTable, result.reference);
}

/** A listing's decoded size, or null when it does not decode (for its own instrument's family). */
export function sizeOfListing(sizes: Sizes, listing: SizeFields): SizeRef | null {
  const reading = sizes.sizeTable.read(listing);
  return reading.status === 'decoded' ? { maker: reading.maker, entry: reading.entry } : null;
}

/** Why a modified piece is offered: what was done to it, never a size (api §26.2). */
export interface ModifiedReason {
  kind: 'modified';
  text: string;
}

/**
 * Why a listing is offered as like `reference`: the published equivalence ("Yamaha sells its 11C4
 * as the 11C4-7C"), "Same size", or the measured difference ("0.1 mm wider, deeper cup"); for a
 * modified piece, what was done to it ("Modified: throat drilled"), which the server never counts
 * as an equivalent either. Every similar-size result (browse cards, "Similar sizes" on a listing)
 * says it through this. Null when the listing's size does not decode or nothing can be said.
 * `printedOnly`: the reference is itself a modified listing, compared by its printed figures only.
 */
export function sizeReasonFor(
  sizes: Sizes,
  reference: SizeRef,
  listing: SizeFields & Pick<Listing, 'modifications'>,
  options: { printedOnly?: boolean } = {},
): SimilarityReason | ModifiedReason | null {
  if (listing.modifications.length > 0) return { kind: 'modified', text: modifiedText(listing.modifications) };
  const size = sizeOfListing(sizes, listing);
  return size && sizes.similarityReason(equivalencesOf(sizes), reference, size, options);
}

/** "Bach 7C", "Yamaha 11C4"…: every size of the table, of the instrument's family when it has one. */
export function sizeSuggestions(sizes: Sizes, instrumentType: string): string[] {
  const family = sizes.familyOf(instrumentType.trim());
  const labels = new Set<string>();
  for (const maker of sizes.sizeTable.makers) {
    for (const entry of maker.entries) if (family === null || entry.family === family) labels.add(`${maker.name} ${entry.code}`);
  }
  return [...labels];
}

export interface SizeMessage {
  text: string;
  tone: 'hint' | 'warning' | 'error';
}

/**
 * The line under "Similar to": the reference's meaning as it is typed; once the text is applied
 * (the filter is in use) and still names no size, the reason, which the server gives too.
 */
export function similarToMessage(sizes: Sizes | null, draft: string, applied: string | undefined, instrumentType: string): SizeMessage {
  const text = draft.trim();
  const hint: SizeMessage = { text: SIZE_TEXTS.similarHint, tone: 'hint' };
  if (!sizes || text === '') return hint;
  const result = resolveLike(sizes, text, instrumentType.trim() || undefined);
  if (result.ok) return { text: `${result.reference.label}: ${referenceDetails(sizes, result.reference)}`, tone: 'hint' };
  return text === applied ? { text: result.error, tone: 'error' } : hint;
}

/**
 * The listing form's line under Size: what brand + size (or model) + instrument mean, or a
 * warning that does not stop the save; null when there is nothing to say.
 */
export function listingSizeMessage(sizes: Sizes | null, values: { brand: string; model: string; size: string; instrument_type: string }): SizeMessage | null {
  if (!sizes || Array.from(values.size.trim()).length > MAX_SIZE_LENGTH) return null;
  const instrument = values.instrument_type.trim() || null;
  const reading = sizes.sizeTable.read({ brand: values.brand, model: values.model, size: values.size, instrument_type: instrument });
  const hint = sizes.readingHint(reading, instrument);
  return hint && { text: hint.text, tone: hint.warning ? 'warning' : 'hint' };
}
