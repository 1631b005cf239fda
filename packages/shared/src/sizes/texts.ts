import { describeDifference, pointOf } from './compare';
import type { SizeReading } from './decode';
import type { EquivalenceIndex, SizeRef } from './equivalences';
import { SIZE_FAMILY_NAMES, type SizeEntry, type SizeMaker } from './types';

/** "16.2": rims to a tenth of a millimetre, as charts quote them; 16.25 stays 16.25. */
export function formatRim(mm: number): string {
  return Number(mm.toFixed(2)).toString();
}

/** "Bach 7C: rim ≈ 16.2 mm, medium cup" (the listing form's hint and the guide's tooltips). */
export function describeSize(maker: SizeMaker, entry: SizeEntry): string {
  const parts = [entry.rimMm === null ? 'rim not published' : `rim ≈ ${formatRim(entry.rimMm)} mm`, entry.cup === null ? null : `${entry.cup} cup`];
  return `${maker.name} ${entry.code}: ${parts.filter(Boolean).join(', ')}`;
}

/** The listing form's line under Size: the meaning, or a warning that does not block saving. */
export function readingHint(reading: SizeReading, instrumentType: string | null): { text: string; warning: boolean } | null {
  switch (reading.status) {
    case 'none':
      return null;
    case 'decoded':
      return { text: describeSize(reading.maker, reading.entry), warning: false };
    case 'other-family':
      return {
        text: `${reading.maker.name} ${reading.entry.code} is a ${SIZE_FAMILY_NAMES[reading.entry.family].toLowerCase()} size${instrumentType ? `, not a ${instrumentType} one` : ''}. Check the instrument and size.`,
        warning: true,
      };
    case 'unknown-size':
      return { text: `${reading.maker.name} makes no size "${reading.code}" that we know of. Check it against the maker's chart.`, warning: true };
  }
}

/** "Schilke’s numbering rule": where a rim figure comes from when it is nominal, not measured. */
export function rimRuleName(maker: SizeMaker): string {
  return `${maker.name}’s numbering rule`;
}

/** Why a size is offered as like another. */
export interface SimilarityReason {
  kind: 'equivalent' | 'same' | 'difference';
  /** "Yamaha sells its 11C4 as the 11C4-7C", "Same size", "≈ 0.1 mm wider (Schilke’s numbering rule)". */
  text: string;
}

/** What `describeDifference` says of two sizes with the same figures. */
const SAME_SIZE = 'Same size';

/**
 * Why `other` is offered as like `reference`. A maker's published equivalence comes first: it is
 * often the only reason a size further than the rim tolerance is offered at all. A difference read
 * off a rule-derived rim is a nominal one, so it says "≈" and whose rule. Null for another family,
 * or when neither an equivalence nor two rim figures say anything.
 *
 * `printedOnly`: the reference is a modified piece, no longer the size its maker printed, so
 * only its printed figures are compared: never "Same size" or an equivalence, and the same
 * figures are said as such ("Same rim and cup").
 */
export function similarityReason(
  equivalences: EquivalenceIndex,
  reference: SizeRef,
  other: SizeRef,
  { printedOnly = false }: { printedOnly?: boolean } = {},
): SimilarityReason | null {
  if (!printedOnly && other.entry === reference.entry) return { kind: 'same', text: SAME_SIZE };
  if (other.entry.family !== reference.entry.family) return null;
  const equivalent = printedOnly ? undefined : equivalences.of(reference.entry).find((linked) => linked.entry === other.entry);
  if (equivalent) return { kind: 'equivalent', text: equivalent.reason };
  const from = pointOf(reference.entry);
  const to = pointOf(other.entry);
  if (!from || !to) return null;
  const text = describeDifference(from, to);
  const same = text === SAME_SIZE;
  // Equal figures under a modified reference are only figures, never "Same size".
  const said = same && printedOnly ? (from.cup !== null && to.cup !== null ? 'Same rim and cup' : 'Same rim') : text;
  const ruled = [reference, other].find((ref) => ref.entry.rimFrom === 'rule');
  if (ruled) return { kind: 'difference', text: `≈ ${same ? said.toLowerCase() : text} (${rimRuleName(ruled.maker)})` };
  return { kind: same && !printedOnly ? 'same' : 'difference', text: said };
}
