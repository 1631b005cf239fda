import { modifiedText, REASON_TEXTS, type ForYouReason } from '@mpx/shared';
import { modificationsOf } from '../listings/shapes';
import { describeDifference, equivalenceIndex, SIZE_FAMILIES, sizeKey, sizeTable, type SizeEntry } from '@mpx/shared/sizes';
import type { PieceMeasure } from './piece';

/** A listing's decoded size as stored with it (the columns the browse filters read). */
export interface StoredSize {
  maker: string | null;
  code: string | null;
  family: string | null;
  rimUm: number | null;
  cup: number | null;
  /** As stored: a JSON list, or null for none. */
  modifications: string | null;
}

/**
 * A modified piece is not the size its maker printed: whatever its printed figures say, its
 * reason is what was done to it ("Modified: throat drilled"), never a size or an equivalence.
 */
function modifiedReason(size: StoredSize): ForYouReason | null {
  const modifications = modificationsOf(size.modifications);
  return modifications.length === 0 ? null : { kind: 'modified', text: modifiedText(modifications) };
}

/** The table's entry of a stored size, for its maker's name and where its rim comes from. */
function entryOf(size: StoredSize): { makerName: string; entry: SizeEntry } | null {
  const maker = size.maker === null ? null : sizeTable.makerById(size.maker);
  const family = SIZE_FAMILIES.find((f) => f === size.family) ?? null;
  const entry = maker && size.code !== null ? sizeTable.find(maker, size.code, family) : null;
  return maker && entry ? { makerName: maker.name, entry } : null;
}

/** Either rim is a numbering rule's figure: the gap is nominal. */
const nominal = (m: PieceMeasure, size: StoredSize) => m.nominal || entryOf(size)?.entry.rimFrom === 'rule';

/**
 * Why a listing the `like` rule found is offered: the piece's own size, an equivalent (the
 * listing's maker's own claim, or another's), or how it measures against the piece.
 * `equivalents` are the `like` value's `sizeKey`s (the piece's size and its equivalents).
 */
export function alikeReason(m: PieceMeasure, size: StoredSize, equivalents: readonly string[]): ForYouReason {
  const modified = modifiedReason(size);
  if (modified) return modified;
  const key = size.maker !== null && size.code !== null ? sizeKey(size.maker, size.code) : null;
  if (m.size && key !== null && equivalents.includes(key)) {
    if (key === sizeKey(m.size.maker.id, m.size.entry.code)) return { kind: 'same', text: REASON_TEXTS.same(m.piece) };
    const known = entryOf(size);
    const linked =
      known &&
      equivalenceIndex(sizeTable)
        .of(m.size.entry)
        .find((e) => e.entry === known.entry);
    // The listing's maker published the link itself ("Yamaha sells its 11C4 as the 11C4-7C").
    const own = known && linked?.links.some((link) => link.direct && link.claimant.entry === known.entry);
    return { kind: 'equivalent', text: own ? REASON_TEXTS.ownEquivalent(known.makerName, m.piece) : REASON_TEXTS.publishedEquivalent(m.piece) };
  }
  return { kind: 'difference', text: differenceText(m, size) };
}

/** A measured neighbour: "0.1 mm wider, deeper cup than your 7C", or the same figures said as such (never "the same size"). */
function differenceText(m: PieceMeasure, size: StoredSize): string {
  const rimUm = size.rimUm ?? m.rimUm;
  const approx = nominal(m, size);
  const cupsKnown = m.cup !== null && size.cup !== null;
  if (rimUm === m.rimUm && (!cupsKnown || m.cup === size.cup)) return REASON_TEXTS.sameFigures(m.piece, cupsKnown, approx);
  const difference = describeDifference({ family: m.family, rimUm: m.rimUm, cup: m.cup }, { family: m.family, rimUm, cup: size.cup });
  return REASON_TEXTS.neighbour(difference, m.piece, approx);
}

/** A little bigger or smaller: "Rim 0.3 mm larger than your 7C". */
export function ringReason(m: PieceMeasure, size: StoredSize): ForYouReason {
  const modified = modifiedReason(size);
  if (modified) return modified;
  const gap = (size.rimUm ?? m.rimUm) - m.rimUm;
  return { kind: gap > 0 ? 'larger' : 'smaller', text: REASON_TEXTS.ring(gap, m.piece, nominal(m, size)) };
}
