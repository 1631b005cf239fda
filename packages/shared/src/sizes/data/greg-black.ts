import type { SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Greg Black's own chart (rim diameters and cup letters of his trumpet, trombone and tuba models)
 * could not be read for this table, so no rim figure and no cup class is given (CUP_CLASSES is not
 * used), and only a model named in a published source is listed. The range is far from complete:
 * add the chart's models, with their figures, when the chart is read.
 */

const row = rowsSourcedFrom(
  'Greg Black/Joseph Alessi 2M tenor trombone mouthpiece, named at http://freedomtrombone.blogspot.com/2011/02/new-mouthpieces.html (Greg Black’s chart not read)',
);

export const gregBlack: SizeMaker = {
  id: 'greg-black',
  name: 'Greg Black',
  brandAliases: ['greg black mouthpieces', 'gregblack'],
  codePrefixes: [],
  numbering:
    'Greg Black (New York) makes trumpet, trombone and tuba mouthpieces; the Joseph Alessi trombone models carry Alessi’s name (the Alessi 2M). Read a model’s number and letters against Greg Black’s own chart, which this guide does not list yet.',
  entries: [row('2M', 'trombone', null, null, [], { aliases: ['Alessi 2M'], note: 'Joseph Alessi model, tenor trombone' })],
};
