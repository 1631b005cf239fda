import { z } from 'zod';
import { nullableText, requiredText } from '../fields';
import { apiInputDoc } from '../responses';
import { MAX_RIM_MM, MIN_RIM_MM } from '../listings/filters/table';
import { readTenths } from '../listings/filters/values';
import { MAX_SETUP_PIECES, SETUP_TEXTS, twoCurrentText } from './texts';

/** The rim filter's reader, so a piece's rim and a rim_min say the same bounds and decimals. */
const readRim = readTenths(MIN_RIM_MM, MAX_RIM_MM);

const rimField = apiInputDoc(
  z.union([z.number(), z.string()], { error: SETUP_TEXTS.rimMm }).transform((value, ctx) => {
    const rim = readRim(value);
    if (rim === undefined) {
      ctx.addIssue({ code: 'custom', message: SETUP_TEXTS.rimMm });
      return z.NEVER;
    }
    return rim;
  }),
  {
    anyOf: [{ type: 'number' }, { type: 'string' }, { type: 'null' }],
    description: `Rim inner diameter in mm, ${MIN_RIM_MM.toFixed(1)} to ${MAX_RIM_MM.toFixed(1)} with one decimal at most (as the rim_min filter), as a number or text.`,
  },
).nullable();

export const setupPieceInput = z
  .object({
    instrument_type: requiredText(SETUP_TEXTS.instrumentRequired, [100, 'Instrument type must be 100 characters or less.']),
    brand: requiredText(SETUP_TEXTS.brandRequired, [100, 'Brand must be 100 characters or less.']),
    size: nullableText('Size must be a string.', [50, 'Size must be 50 characters or less.']).optional(),
    rim_mm: rimField.optional(),
    current: z.boolean({ error: SETUP_TEXTS.current }).default(false),
  })
  .refine((piece) => (piece.size ?? null) !== null || (piece.rim_mm ?? null) !== null, SETUP_TEXTS.sizeOrRim);
export type SetupPieceInput = z.input<typeof setupPieceInput>;

/** PUT /api/setup: the whole setup, replacing what was there; `show_setup` kept when absent. */
export const setupInput = z
  .object({
    pieces: z.array(setupPieceInput, { error: SETUP_TEXTS.piecesRequired }).max(MAX_SETUP_PIECES, SETUP_TEXTS.tooMany),
    show_setup: z.boolean({ error: SETUP_TEXTS.showSetup }).optional(),
  })
  .superRefine(({ pieces }, ctx) => {
    const seen = new Set<string>();
    for (const piece of pieces.filter((p) => p.current)) {
      // "Trumpet" and "trumpet" are one instrument to a player.
      const key = piece.instrument_type.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: twoCurrentText(piece.instrument_type), path: ['pieces'] });
        return;
      }
      seen.add(key);
    }
  });
export type SetupInput = z.input<typeof setupInput>;
export type SetupValues = z.output<typeof setupInput>;
