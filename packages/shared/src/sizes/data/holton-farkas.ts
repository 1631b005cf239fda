import type { SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Holton names its Farkas horn mouthpieces by cup depth, which map straight onto CUP_CLASSES:
 *   MC (medium cup) → medium, MDC (medium deep cup) → medium deep, DC (deep cup) → deep,
 *   VDC (very deep cup) → very deep.
 * Rims: Holton gives no per-model rim diameter that has been transcribed here, so rims are null.
 */

const CATALOGUE = 'Holton (Conn-Selmer) catalogue, Farkas horn mouthpieces';

const row = rowsSourcedFrom(CATALOGUE);

export const holtonFarkas: SizeMaker = {
  id: 'holton-farkas',
  name: 'Holton Farkas',
  brandAliases: ['holton', 'farkas', 'holton farkas'],
  codePrefixes: [],
  numbering:
    'Holton’s Farkas horn mouthpieces, designed with the hornist Philip Farkas, are named for their cup depth: MC medium cup, MDC medium deep cup, DC deep cup, VDC very deep cup.',
  entries: [
    row('MC', 'horn', null, 'medium', [], { aliases: ['Medium Cup'] }),
    row('MDC', 'horn', null, 'medium deep', [], { aliases: ['Medium Deep Cup'] }),
    row('DC', 'horn', null, 'deep', [], { aliases: ['Deep Cup'] }),
    row('VDC', 'horn', null, 'very deep', [], { aliases: ['Very Deep Cup'] }),
  ],
};
