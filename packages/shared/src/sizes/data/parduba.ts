import type { SizeMaker } from '../types';

/*
 * No Parduba size chart has been transcribed yet, so the maker is known (its brand is read) but
 * lists no sizes. Add rows from Parduba's own chart, with the source, rather than from memory.
 */
export const parduba: SizeMaker = {
  id: 'parduba',
  name: 'Parduba',
  brandAliases: ['parduba double cup'],
  codePrefixes: [],
  numbering: 'Parduba mouthpieces are double-cup designs; their sizes are not in this guide yet, so give the model exactly as it is engraved.',
  entries: [],
};
