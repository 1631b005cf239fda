import type { SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Schilke's cup-volume letter on the shared scale (CUP_CLASSES):
 *   A (small) → shallow, B (medium-small) → medium shallow, C (standard) → medium,
 *   D (medium-large) → medium deep, E (large) → deep, F (flugelhorn) → very deep.
 * A code with no letter has the standard C cup (Schilke: "when a mouthpiece has a standard
 * backbore, rim and cup, only the cup diameter is shown"), so it maps to medium.
 *
 * Rims: Schilke's own per-model chart has not been transcribed here, so every rim is null. The
 * brochure's rule of thumb (.600" plus .005" per number) is not used: it is a description of the
 * scale, not the measured diameters, and would put sizes several tenths of a millimetre off.
 */

const BROCHURE =
  'Schilke mouthpiece brochure: numbering system (schilkemusic.com), reproduced at https://everythingtrumpet.com/schilke/Mouthpiece_labeling.html';
const CATALOGUE = 'Schilke Music Products catalogue of stock mouthpieces, schilkemusic.com';

const row = rowsSourcedFrom(CATALOGUE);

export const schilke: SizeMaker = {
  id: 'schilke',
  name: 'Schilke',
  brandAliases: ['schilke music', 'schilke music products'],
  codePrefixes: [],
  numbering:
    'The first number is the cup diameter, and a higher number is a larger rim (the opposite of Bach). Then, where they differ from standard: the cup volume from A (small, shallow) to E (large, deep), the rim contour from 1 (roundest) to 5 (flattest), and the backbore from a (tight) to e (large); a plain "14" is 14C3c.',
  entries: [
    // Trumpet, cornet and flugelhorn.
    row('5A4', 'trumpet', null, 'shallow', [], { note: 'Piccolo trumpet' }),
    row('6A4a', 'trumpet', null, 'shallow', [], { source: BROCHURE, note: 'Piccolo trumpet' }),
    row('9', 'trumpet', null, 'medium', [], { aliases: ['9C3c'], source: BROCHURE }),
    row('11', 'trumpet', null, 'medium'),
    row('13', 'trumpet', null, 'medium'),
    row('13A4a', 'trumpet', null, 'shallow'),
    row('14', 'trumpet', null, 'medium', [], { aliases: ['14C3c'] }),
    row('14A4a', 'trumpet', null, 'shallow'),
    row('14F4', 'trumpet', null, 'very deep', [], { note: 'Flugelhorn' }),
    row('15B', 'trumpet', null, 'medium shallow'),
    row('16C4', 'trumpet', null, 'medium'),
    row('17', 'trumpet', null, 'medium'),
    row('18', 'trumpet', null, 'medium'),
    row('20', 'trumpet', null, 'medium'),
    row('24', 'trumpet', null, 'medium'),

    // Horn.
    row('30', 'horn', null, 'medium'),
    row('31', 'horn', null, 'medium'),

    // Trombone and euphonium.
    row('50', 'trombone', null, 'medium'),
    row('51', 'trombone', null, 'medium'),
    row('51B', 'trombone', null, 'medium shallow'),
    row('51C4', 'trombone', null, 'medium'),
    row('51D', 'trombone', null, 'medium deep'),
    row('52', 'trombone', null, 'medium'),
    row('52E2', 'trombone', null, 'deep'),
    row('59', 'trombone', null, 'medium'),
    row('60', 'trombone', null, 'medium'),

    // Tuba.
    row('66', 'tuba', null, 'medium'),
    row('67', 'tuba', null, 'medium'),
  ],
};
