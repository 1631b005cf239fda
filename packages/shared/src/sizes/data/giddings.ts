import type { SizeMaker } from '../types';

/*
 * No Giddings size chart has been transcribed yet, so the maker is known (its brand is read) but
 * lists no sizes. Add rows from Giddings' own chart, with the source, rather than from memory.
 */
export const giddings: SizeMaker = {
  id: 'giddings',
  name: 'Giddings',
  brandAliases: ['giddings mouthpieces'],
  codePrefixes: [],
  numbering: 'Giddings’ sizes are not in this guide yet: give the model exactly as it is engraved on the mouthpiece.',
  entries: [],
};
