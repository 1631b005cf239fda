import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Warburton mouthpieces are two parts: a top (rim and cup) and a backbore, sold separately. A top
 * is named by its rim number and cup letters ("4MC"); the backbore is named apart (trumpet
 * backbores by number, trombone backbores T1–T6 and so on) and is not a size here.
 *
 * Warburton's own top chart (rim diameters and the order of its cup letters) could not be read for
 * this table, so no rim figure and no cup class is given (CUP_CLASSES is not used): every rim and cup
 * is null, and only tops named in a published source are listed. The range is far from complete:
 * add the chart's tops, with their figures, when the chart is read.
 */

const RODRIGUEZ =
  'Pete Rodriguez’s words on the Warburton homepage, as quoted at https://thomannmusic.ch/warburton_top_part_pete_rodriguez.htm ("I had been playing the 4MC model … the P.Rodriguez model. It\'s based off the old 4mc")';

const row = rowsSourcedFrom(RODRIGUEZ);

const top = (code: string, note: string, aliases?: readonly string[]): SizeEntry =>
  row(code, 'trumpet', null, null, [], { note, ...(aliases === undefined ? {} : { aliases }) });

export const warburton: SizeMaker = {
  id: 'warburton',
  name: 'Warburton',
  brandAliases: ['warburton usa', 'terry warburton'],
  codePrefixes: [],
  numbering:
    'A Warburton mouthpiece is a top and a backbore bought separately. The top is named by its rim number and then its cup letters (a 4MC is a size 4 rim with an MC cup); the backbore has its own number and does not change the size.',
  entries: [
    // Trumpet tops.
    top('4MC', 'Trumpet top'),
    top('P. Rodriguez', 'Pete Rodriguez signature top, based on the 4MC', ['Pete Rodriguez', 'Rodriguez']),
  ],
};
