import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Breslmair's G series is the Viennese orchestral trumpet line. Breslmair gives no rim diameters
 * in what could be read (Breslmair itself warns that published cup diameters are hard to compare
 * between makers), so every rim and cup is null (CUP_CLASSES is not used). Only the models Breslmair
 * names are listed; its modular rims and cups are not.
 */

const HISTORY = 'Breslmair, company history: "models like G1, G2, etc." of the trumpet series G, https://www.breslmair.com/en/geschichte/';

const row = rowsSourcedFrom(HISTORY);

const trumpet = (code: string): SizeEntry => row(code, 'trumpet', null, null, [], { note: 'G series (Viennese orchestral trumpet)' });

export const breslmair: SizeMaker = {
  id: 'breslmair',
  name: 'Breslmair',
  brandAliases: ['breslmaier'],
  codePrefixes: [],
  numbering:
    'Breslmair’s trumpet mouthpieces are named by series and number, the G series (G1, G2 …) being the Viennese orchestral line; Breslmair also makes modular mouthpieces whose rim, cup and backbore are chosen separately. Breslmair publishes no rim diameters to compare across makers.',
  entries: [trumpet('G1'), trumpet('G2')],
};
