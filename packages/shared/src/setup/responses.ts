import { z } from 'zod';
import { apiNote, apiShape } from '../responses';

/** One piece of a member's setup as stored and decoded (api §23). */
export const setupPieceOutput = apiShape(
  'SetupPiece',
  z.strictObject({
    instrument_type: z.string(),
    brand: z.string(),
    size: apiNote(z.string().nullable(), 'As the member typed it; null when they gave only a rim.'),
    size_id: apiNote(
      z.string().nullable(),
      'The size the table decodes `brand` + `size` to for this instrument, as `maker_id|code` (see GET /api/sizes); null when it does not know it.',
    ),
    size_note: apiNote(z.string().nullable(), 'Set when a typed size is not in the size table: it is kept as typed and never guessed.'),
    rim_mm: apiNote(z.number().nullable(), 'Rim inner diameter in mm: the member’s own measurement if given, else the size table’s figure; null when neither.'),
    rim_source: apiNote(
      z.enum(['member', 'measured', 'rule']).nullable(),
      '`member`: measured by the member; `measured`/`rule`: the size table’s figure, as `rim_from` of GET /api/sizes.',
    ),
    current: apiNote(z.boolean(), 'The piece played now; at most one per instrument type.'),
  }),
);
export type SetupPiece = z.output<typeof setupPieceOutput>;

export const setupOutput = apiShape(
  'Setup',
  z.strictObject({
    pieces: apiNote(z.array(setupPieceOutput), 'In the order they were saved.'),
    show_setup: apiNote(z.boolean(), 'Whether the pieces show on the member’s public profile; false by default.'),
  }),
);
export type Setup = z.output<typeof setupOutput>;
