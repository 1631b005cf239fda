import type { SizeMaker } from '../types';

/*
 * Stork's chart (its Vacchiano and other trumpet series, and the trombone sizes) could not be read
 * for this table, and no Stork model with its figures was found in another published source, so no
 * size is listed yet: a Stork brand is recognised, and any size typed with it is reported as not
 * known rather than guessed. Add the chart's models, with rims in mm and cups mapped onto
 * CUP_CLASSES, when the chart is read.
 */

export const stork: SizeMaker = {
  id: 'stork',
  name: 'Stork',
  brandAliases: ['stork custom', 'stork custom mouthpieces', 'john stork'],
  codePrefixes: [],
  numbering:
    'Stork Custom Mouthpieces (John and Phyllis Stork, Vermont) makes trumpet and trombone mouthpieces in named series; read a model’s number and letters against Stork’s own chart, which this guide does not list yet.',
  entries: [],
};
