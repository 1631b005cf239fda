import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * No Houser size chart has been transcribed yet. The only rows are the two Arthur Lehman euphonium
 * models (a reissue, made by Dave Houser, of the mouthpiece Lehman had made in the 1960s), whose
 * cup inner diameter a euphonium player's page gives after buying both (LEHMAN below): "S" and "M",
 * each 27.3 mm inside and 41.1 mm across the rim. Houser publishes no cup-depth scale, so no cup is
 * placed on the shared scale (CUP_CLASSES is not used); the page's "very deep V cup" is kept in the
 * note. Add further rows from Houser's own chart, with the source, rather than from memory.
 */

const LEHMAN =
  'Houser-made Arthur Lehman reissue, "S" and "M", "カップ内径27.3mm" (cup inner diameter 27.3 mm) as given at http://www.euphstudy.com/tsurszure/mouthpiece/lehman/index.html (Houser chart not read)';

const row = rowsSourcedFrom(LEHMAN);

const lehman = (code: string): SizeEntry => row(code, 'trombone', 27.3, null, [], { note: 'Arthur Lehman euphonium model; very deep V cup' });

export const houser: SizeMaker = {
  id: 'houser',
  name: 'Houser',
  brandAliases: ['houser mouthpiece works'],
  codePrefixes: [],
  numbering:
    'Houser’s sizes are mostly not in this guide yet: give the model exactly as it is engraved on the mouthpiece. The Arthur Lehman euphonium models come as Lehman S and Lehman M, of one rim size.',
  entries: [lehman('Lehman S'), lehman('Lehman M')],
};
