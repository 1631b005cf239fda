import type { SizeMaker } from '../types';

/*
 * K&G's chart could not be read for this table and no K&G model with its figures was found in
 * another published source, so no size is listed yet: the brand is recognised ("K&G", "K G", "KG"),
 * and any size typed with it is reported as not known rather than guessed.
 */

export const kAndG: SizeMaker = {
  id: 'k-and-g',
  name: 'K&G',
  brandAliases: ['k g', 'kg', 'k and g', 'k g mouthpieces'],
  codePrefixes: [],
  numbering: 'K&G numbers are read against K&G’s own chart, which this guide does not list yet.',
  entries: [],
};
