import type { CupClass, Shank, SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Denis Wick's trombone cup letter on the shared scale (CUP_CLASSES): A is Wick's deepest cup,
 * B shallower, C shallower again.
 *   A → deep, B → medium, C → medium shallow.
 * The Steven Mead (SM) euphonium cups use Denis Wick's own words where the chart gives them
 * ("very deep cup" → very deep, "still quite deep" → deep). Trumpet, cornet, horn and tuba
 * letters (X, B, N, L) are not cup depths on one scale and are left null.
 *
 * Shank letters: S small, L large (trombone). Steven Mead models: plain large shank, M a
 * medium (European) shank, and the baritone models a standard baritone shank.
 */

const CATALOGUE = 'Denis Wick mouthpiece chart, deniswick.com';
const MEAD_CHART = 'Denis Wick Steven Mead series chart, as reproduced at http://www.mouthpieceexpress.com/specshub/specs/specs_DW_Mead.html';

const row = rowsSourcedFrom(CATALOGUE);

const mead = (code: string, rimMm: number, cup: CupClass | null, shanks: readonly Shank[], note?: string): SizeEntry =>
  row(code, 'trombone', rimMm, cup, shanks, { source: MEAD_CHART, ...(note === undefined ? {} : { note }) });

export const denisWick: SizeMaker = {
  id: 'denis-wick',
  name: 'Denis Wick',
  brandAliases: ['wick', 'dw'],
  // Sellers prefix the code with the brand or Wick's catalogue number: DW 4AL, DW4880-6BS, DW5880 4AL, DW5882 1X.
  codePrefixes: ['DW', 'DW4880', 'DW5880', 'DW5882'],
  numbering:
    'A higher number is a smaller rim (Denis Wick: "as the model numbers increase, the diameter measurements decrease"). On trombone the letter is the cup, A deepest, then B and C, and the last letter the shank (S small, L large); the SM series are Steven Mead’s euphonium and baritone models, with M marking a medium (European) shank.',
  entries: [
    // Trumpet.
    row('1X', 'trumpet', null, null),
    row('1C', 'trumpet', null, null),
    row('2', 'trumpet', null, null),
    row('3', 'trumpet', null, null),
    row('4', 'trumpet', null, null),
    row('5', 'trumpet', null, null),
    // Cornet.
    row('4B', 'trumpet', null, null, [], { note: 'Cornet' }),

    // Horn.
    row('4N', 'horn', null, null),
    row('5N', 'horn', null, null),

    // Tenor and bass trombone.
    row('10CS', 'trombone', null, 'medium shallow', ['small']),
    row('9BS', 'trombone', null, 'medium', ['small']),
    row('7CS', 'trombone', null, 'medium shallow', ['small']),
    row('6BS', 'trombone', null, 'medium', ['small']),
    row('6BL', 'trombone', null, 'medium', ['large']),
    row('5BL', 'trombone', null, 'medium', ['large']),
    row('5AL', 'trombone', null, 'deep', ['large']),
    row('4BL', 'trombone', null, 'medium', ['large']),
    row('4AL', 'trombone', 26, 'deep', ['large'], {
      source:
        'Denis Wick USA, "What makes the Classic 4AL", https://deniswickapp.com/buzz/c/5/i/48694497/what-makes-classic-4al-top-selling-mouthpiece-america (cup diameter 26.00 mm)',
    }),
    row('3AL', 'trombone', null, 'deep', ['large']),
    row('2AL', 'trombone', null, 'deep', ['large'], { note: 'Bass trombone' }),
    row('1AL', 'trombone', null, 'deep', ['large'], { note: 'Bass trombone' }),
    row('00AL', 'trombone', null, 'deep', ['large'], { note: 'Bass trombone' }),

    // Euphonium and baritone: the Steven Mead series.
    mead('SM2', 27, null, ['large']),
    mead('SM3', 26.4, 'very deep', ['large']),
    mead('SM3.5', 26.4, null, ['large'], 'SM3 rim with the SM4 cup depth'),
    mead('SM4', 26, null, ['large'], 'Also made with a baritone backbore'),
    mead('SM5', 25.73, 'deep', ['large']),
    mead('SM3M', 26.4, 'very deep', [], 'Medium (European) shank'),
    mead('SM4M', 26, null, [], 'Medium (European) shank'),
    mead('SM6', 25.4, null, [], 'Baritone'),
    mead('SM9', 25, null, [], 'Baritone, V-type backbore'),

    // Tuba.
    row('2L', 'tuba', null, null, [], { note: 'Helleberg-style cup' }),
    row('2SL', 'tuba', null, null, [], { note: 'German-style cup' }),
    row('3L', 'tuba', null, null),
    row('4L', 'tuba', null, null),
  ],
};
