import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Perantucci gives no cup-depth letters, so cups are null; no per-model rim figure has been
 * transcribed from Perantucci's chart yet, so rims are null too.
 */

const CATALOGUE = 'Perantucci tuba mouthpiece catalogue (PT series)';

const row = rowsSourcedFrom(CATALOGUE);

/** A PT model: sellers write "PT-88", "PT88" or just "88". */
const pt = (number: string): SizeEntry => row(`PT-${number}`, 'tuba', null, null, [], { aliases: [number] });

export const perantucci: SizeMaker = {
  id: 'perantucci',
  name: 'Perantucci',
  brandAliases: [],
  codePrefixes: ['PT'],
  numbering: 'Perantucci tuba mouthpieces are named PT- and a model number (PT-50, PT-88); the number names the model and is not a stated rim diameter.',
  entries: [pt('36'), pt('48'), pt('50'), pt('64'), pt('88')],
};
