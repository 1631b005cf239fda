import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Doug Elliott mouthpieces are three parts: a rim, a cup and a shank, screwed together. The size
 * that decides fit on the face is the rim, so each row here is a rim; the cup is a separate part
 * and is left null (cup: null) rather than mapped onto the shared scale (CUP_CLASSES). Elliott's
 * cup letters run from shallow to deep in alphabetical order (his large tenor chart puts a Bach 7C
 * beside his C cup and a Bach 3G beside his I cup), but nine or more letters do not map one-to-one
 * onto seven classes, so no cup is mapped.
 *
 * Rims: the rim number is the inside diameter in hundredths of an inch, as Elliott's own large
 * tenor (LT) chart tables it (98 = .980", 100 = 1.000", 104 = 1.040"); the millimetres are the inch
 * figure ×25.4, rounded to 0.01 mm. Only the LT series is listed: Elliott's series page gives the
 * other series (ST, XT, EUPH, SB …) as diameter ranges, and the individual rim names of those
 * series were not read from a chart, so they are not listed.
 *
 * A rim typed with its cup letter ("LT102 G") finds the rim: the letters of Elliott's LT chart
 * (B–J) are aliases of each rim.
 */

const LT_CHART = 'Doug Elliott, large tenor (LT) comparison chart, http://dougelliottmouthpieces.com/seriescharts/ltchart.html';
const SERIES = 'Doug Elliott, "Which Series Should I Use?", http://dougelliottmouthpieces.com/series.html';

/** The LT cup letters on Elliott's large tenor chart, shallowest to deepest. */
const LT_CUPS = ['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;

const row = rowsSourcedFrom(`${LT_CHART}; series: ${SERIES}`);

/** An LT rim: number = inside diameter in hundredths of an inch. */
const ltRim = (hundredths: number): SizeEntry => {
  const code = `LT${hundredths}`;
  // The LT series is for small and large bore tenor trombone (and euphonium): the shank is a separate part.
  return row(code, 'trombone', Math.round(hundredths * 0.254 * 100) / 100, null, ['small', 'large'], {
    aliases: LT_CUPS.map((cup) => `${code}${cup}`),
    note: 'Rim only; cup and shank are separate parts',
  });
};

export const dougElliott: SizeMaker = {
  id: 'doug-elliott',
  name: 'Doug Elliott',
  brandAliases: ['elliott', 'doug elliott mouthpieces'],
  codePrefixes: [],
  numbering:
    'A Doug Elliott mouthpiece is a rim, a cup and a shank screwed together. The rim is named by its series and its inside diameter in hundredths of an inch (LT102 is a large tenor rim of 1.02"); the cup is a letter, deeper further down the alphabet; the shank is chosen to fit the instrument.',
  entries: [98, 99, 100, 101, 102, 103, 104].map(ltRim),
};
