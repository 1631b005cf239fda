import type { SizeEntry, SizeMaker } from '../types';

/*
 * Marcinkiewicz's chart could not be read for this table, so no rim figure and no cup class is
 * given (CUP_CLASSES is not used), and only models named in published sources are listed. A
 * retailer's description of the E12 with a 17.02 mm inner diameter circulates, but only as a copy
 * on an unrelated page, so it is not used: the rim stays null until Marcinkiewicz's chart is read.
 */

const trumpet = (code: string, source: string, note: string): SizeEntry => ({ code, family: 'trumpet', rimMm: null, cup: null, shanks: [], source, note });

export const marcinkiewicz: SizeMaker = {
  id: 'marcinkiewicz',
  name: 'Marcinkiewicz',
  brandAliases: ['marcinkiewicz mouthpieces'],
  codePrefixes: [],
  numbering:
    'Marcinkiewicz trumpet mouthpieces carry a model code such as E12 or E13 rather than a rim number and cup letter, many of them named after the players they were made with (the E12 is the Allen Vizzutti model); read each against Marcinkiewicz’s chart.',
  entries: [
    trumpet(
      'E12',
      'Marcinkiewicz E12, the Allen Vizzutti signature model, as retailers describe it (Marcinkiewicz chart not read; no page of record found)',
      'Allen Vizzutti model',
    ),
    trumpet('E13', 'Marcinkiewicz E13 as named at https://bryandav.is/2007/03/a-busy-week-in-jersey/ (Marcinkiewicz chart not read)', 'Trumpet'),
  ],
};
