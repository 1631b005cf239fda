import type { CupClass, SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Bob Reeves' trumpet mouthpieces are put together from a rim, a cup and a backbore, each chosen
 * from Reeves' charts ("Choose a rim", "Choose a cup style"). Those charts are read here as a
 * website-redesign prototype transcribes them (CHARTS below, which says it copies them verbatim
 * from bobreeves.com/mouthpieces), not from Reeves' page itself: a second-hand copy of the maker's
 * own figures. Its millimetres agree with the 64ths of an inch printed beside them.
 *
 * Each rim is a row, and so is each rim with each cup (41C: the 41 rim, the C cup), the codes
 * sellers use; the backbore is left out of the code. Reeves' cup words on the shared scale
 * (CUP_CLASSES): ES "Extra shallow" and SV "Very shallow" → very shallow, S "Shallow" → shallow,
 * M "Medium" → medium, D and C "Medium-deep" → medium deep, B "Deep" → deep. A rim alone has no cup.
 */

const CHARTS =
  'Bob Reeves "Choose a rim" and "Choose a cup style" charts (bobreeves.com/mouthpieces) as transcribed in github:mouthpiecemachine/bob-reeves-redesign@8dd2fbd46e845c158b5d099ac984aa469c369ca3:src/data/mouthpiece.ts';

const row = rowsSourcedFrom(CHARTS);

/** Reeves' rims: inside diameter as printed (64ths of an inch, in mm) and the rim contour. */
const RIMS: readonly { code: string; rimMm: number; contour: string }[] = [
  { code: '40', rimMm: 15.875, contour: 'Semi-flat with a medium-sharp bite' },
  { code: '41', rimMm: 16.272, contour: 'Semi-flat with a medium-sharp bite' },
  { code: '42', rimMm: 16.669, contour: 'Medium-round with a soft bite' },
  { code: '43', rimMm: 17.066, contour: 'Semi-round with a soft bite' },
  { code: '43N', rimMm: 17.066, contour: 'Semi-flat, narrow, with a medium-sharp bite' },
  { code: '43W', rimMm: 17.066, contour: 'Semi-round, medium-cushion with a soft bite' },
  { code: '43.5', rimMm: 17.264, contour: 'Medium-round, semi-narrow, with a medium-sharp bite' },
];

/** Reeves' cup styles, as each is described, and their place on the shared scale. */
const CUPS: readonly { letter: string; wording: string; cup: CupClass }[] = [
  { letter: 'ES', wording: 'Extra shallow bowl shaped cup', cup: 'very shallow' },
  { letter: 'SV', wording: 'Very shallow conical V-shaped cup', cup: 'very shallow' },
  { letter: 'S', wording: 'Shallow bowl shaped cup', cup: 'shallow' },
  { letter: 'M', wording: 'Medium bowl shaped cup', cup: 'medium' },
  { letter: 'D', wording: 'Medium-deep conical bowl shaped cup', cup: 'medium deep' },
  { letter: 'C', wording: 'Medium-deep bowl shaped cup', cup: 'medium deep' },
  { letter: 'B', wording: 'Deep cylindrical bowl', cup: 'deep' },
];

const sizesOf = ({ code, rimMm, contour }: (typeof RIMS)[number]): SizeEntry[] => [
  row(code, 'trumpet', rimMm, null, [], { note: `Rim only: ${contour.toLowerCase()}` }),
  ...CUPS.map(({ letter, wording, cup }) => row(`${code}${letter}`, 'trumpet', rimMm, cup, [], { cupWording: wording, note: `${code} rim, ${letter} cup` })),
];

export const bobReeves: SizeMaker = {
  id: 'bob-reeves',
  name: 'Bob Reeves',
  brandAliases: ['reeves', 'bob reeves brass'],
  codePrefixes: [],
  numbering:
    'A Reeves trumpet mouthpiece is a rim, a cup and a backbore. The rim number is its inside diameter in 64ths of an inch (41 = 41/64", 16.27 mm; 43.5 = 17.26 mm), N a narrower and W a cushion rim of the same diameter. The cup letters run from ES (extra shallow) through SV, S, M, D and C to B (deep). The backbore follows them (69, 692, s, X …); the standard 2 is generally not marked.',
  entries: RIMS.flatMap(sizesOf),
};
