import { FOR_YOU_RING_UM, type SetupPiece } from '@mpx/shared';
import { cupIndex, familyOf, rimMicrons, similarReach, sizeTable, type SizeFamily, type SizeRef } from '@mpx/shared/sizes';
import { compileLike, type FilterValues } from '../browse/filter/rows';

/** A current piece of a member's setup as For you measures from it (api §26). */
export interface PieceMeasure {
  piece: SetupPiece;
  family: SizeFamily;
  /** The member's own measurement if they gave one, else the size table's figure. */
  rimUm: number;
  /** The decoded size's cup class, or null (a piece given by its rim alone compares by rim). */
  cup: number | null;
  /** The decoded size, when the table knows it: its own size and published equivalents come first. */
  size: SizeRef | null;
  /** The rim is worked out from a maker's numbering rule, so gaps from it are said with "≈". */
  nominal: boolean;
}

/**
 * What a piece is measured as, or null when nothing can be measured from it: no rim (a size the
 * table does not know, or knows without a rim figure, and no rim of the member's), or an
 * instrument whose mouthpieces are no family of the table. The size is read again exactly as
 * GET /api/setup read it (setup/decode.ts) to reach its table entry, which the answer only names.
 */
export function measureOf(piece: SetupPiece): PieceMeasure | null {
  if (piece.rim_mm === null) return null;
  const reading = piece.size_id === null ? null : sizeTable.read({ brand: piece.brand, size: piece.size, instrument_type: piece.instrument_type });
  const size = reading?.status === 'decoded' ? { maker: reading.maker, entry: reading.entry } : null;
  const family = size?.entry.family ?? familyOf(piece.instrument_type);
  if (family === null) return null;
  const cup = size?.entry.cup ?? null;
  return { piece, family, rimUm: rimMicrons(piece.rim_mm), cup: cup === null ? null : cupIndex(cup), size, nominal: piece.rim_source === 'rule' };
}

/**
 * The `like` filter's value for the piece: its size's, with the member's rim (the same rule as
 * `like=Bach 7C`, api §16.1); for a piece given by its rim alone, the sizes within reach of that
 * rim, by rim alone and with no equivalents.
 */
export function likeOf(m: PieceMeasure): FilterValues['like'] {
  if (m.size) return compileLike({ makerId: m.size.maker.id, code: m.size.entry.code, family: m.family, rimUm: m.rimUm, cup: m.cup });
  return { rimUm: m.rimUm, cup: null, reach: similarReach({ family: m.family, rimUm: m.rimUm, cup: null }), equivalents: [] };
}

/**
 * A little bigger (`side` 1) or smaller (-1): the `like` filter's reach moved out to a rim
 * 0.2–0.5 mm from the piece's, any cup, no equivalents; ordered from the piece's rim.
 */
export function ringOf(m: PieceMeasure, side: 1 | -1): FilterValues['like'] {
  const near = m.rimUm + side * FOR_YOU_RING_UM.min;
  const far = m.rimUm + side * FOR_YOU_RING_UM.max;
  return { rimUm: m.rimUm, cup: null, reach: { family: m.family, rimLo: Math.min(near, far), rimHi: Math.max(near, far), cups: null }, equivalents: [] };
}
