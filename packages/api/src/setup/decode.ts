import type { SetupPieceRow } from '@mpx/db';
import { otherFamilySizeText, unknownSizeText, type SetupPiece } from '@mpx/shared';
import { sizeKey, sizeTable } from '@mpx/shared/sizes';

type Decoded = Pick<SetupPiece, 'size_id' | 'size_note' | 'rim_mm' | 'rim_source'>;

/**
 * What the size table says of a piece, read exactly as a listing's size is (brand + size for its
 * instrument, no model to fall back on). A typed size the table does not know keeps its text and
 * says so; a rim the member measured wins over the table's figure.
 */
type Rim = Pick<SetupPiece, 'rim_mm' | 'rim_source'>;
const NO_RIM: Rim = { rim_mm: null, rim_source: null };

function decode(piece: Pick<SetupPieceRow, 'instrumentType' | 'brand' | 'size' | 'rimTenths'>): Decoded {
  const own: Rim = piece.rimTenths === null ? NO_RIM : { rim_mm: piece.rimTenths / 10, rim_source: 'member' };
  if (piece.size === null) return { size_id: null, size_note: null, ...own };
  const reading = sizeTable.read({ brand: piece.brand, size: piece.size, instrument_type: piece.instrumentType });
  if (reading.status === 'decoded') {
    const { entry } = reading;
    // The same basis GET /api/sizes gives a figure (shared/sizes/dataset.ts).
    const table: Rim = entry.rimMm === null ? NO_RIM : { rim_mm: entry.rimMm, rim_source: entry.rimFrom ?? 'measured' };
    return { size_id: sizeKey(reading.maker.id, entry.code), size_note: null, ...(own.rim_mm === null ? table : own) };
  }
  const note =
    reading.status === 'other-family' ? otherFamilySizeText(piece.brand, piece.size, piece.instrumentType) : unknownSizeText(piece.brand, piece.size);
  return { size_id: null, size_note: note, ...own };
}

/** A stored piece as the API answers it. */
export function toSetupPiece(row: SetupPieceRow): SetupPiece {
  return { instrument_type: row.instrumentType, brand: row.brand, size: row.size, ...decode(row), current: row.current };
}
