import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom, type RowExtra } from './row';

/*
 * Monette publishes no rim diameters and no cup-depth scale for its mouthpieces, so every rim and
 * cup here is null (CUP_CLASSES is not used). The rows are the B-flat trumpet families and models
 * named in a dealer's Monette reference (GUIDE below), which maps each family to the Bach size it
 * replaces: B1 ≈ Bach 1, B2 ≈ 1 1/4C, B3/B4 ≈ 1 1/2C–2C, B6 ≈ 3C–7C, B8 ≈ 10 1/2C. That is a
 * fitting guide, not a measurement, so it is kept in the notes and not turned into rim figures.
 */

const GUIDE = 'Monette Quick Reference (Monette dealer guide), https://www.brassfitmouthpieces.com/monette-quick-reference';
const TIPS = 'Monette B2S3 as named at https://www.trumpettips.co.uk/mouthpieces';

const row = rowsSourcedFrom(GUIDE);

const trumpet = (code: string, note: string, extra: Pick<RowExtra, 'aliases' | 'source'> = {}): SizeEntry =>
  row(code, 'trumpet', null, null, [], { note, ...extra });

export const monette: SizeMaker = {
  id: 'monette',
  name: 'Monette',
  brandAliases: ['monette prana', 'dave monette', 'david monette'],
  codePrefixes: [],
  numbering:
    'B marks a B-flat trumpet mouthpiece and the number its rim family, a lower number being larger (B1 is Bach 1 territory, B6 about a Bach 3C, B8 about a 10 1/2C); letters and numbers after it name cup and weight variants of that family, and BL and MF are the lead lines. Monette publishes no rim diameters.',
  entries: [
    trumpet('B1', 'Bach 1 range'),
    trumpet('B2', 'Bach 1 1/4C range', { aliases: ['B2-7'] }),
    trumpet('B2S3', 'B2 family', { source: `${TIPS}; family: ${GUIDE}` }),
    trumpet('B3', 'Bach 1 1/2C–2C range'),
    trumpet('B4', 'Bach 1 1/2C–2C range'),
    trumpet('B4S', 'B4 family'),
    trumpet('B5', 'Bach 5C–7C range'),
    trumpet('B6', 'Bach 3C–7C range', { aliases: ['B6-7'] }),
    trumpet('B6S1', 'B6 family, Classic line'),
    trumpet('B8', 'Bach 10 1/2C range'),
    trumpet('BL', 'Lead line'),
    trumpet('MF', 'Lead line (Maynard Ferguson)', { aliases: ['MF VI'] }),
  ],
};
