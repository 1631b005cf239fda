import type { SizeMaker } from '../types';

/*
 * Pickett (Pickett Brass, Pickett-Blackburn) describes its cups from the deepest, AA, to the
 * shallowest, G, but its chart of models and rim diameters could not be read for this table, so no
 * size is listed yet; any size typed with the brand is reported as not known rather than guessed.
 * When the chart is read, map AA … G onto CUP_CLASSES from Pickett's own descriptions.
 */

export const pickett: SizeMaker = {
  id: 'pickett',
  name: 'Pickett',
  brandAliases: ['pickett brass', 'pickett blackburn'],
  codePrefixes: [],
  numbering:
    'Pickett cups run from AA, the deepest, to G, the shallowest (Pickett-Blackburn: "From the deepest, AA cup design to the shallowest G model"), and backbores are chosen separately (#0 to #4, the 10 series, C4). Pickett’s chart gives the rim of each model.',
  entries: [],
};
