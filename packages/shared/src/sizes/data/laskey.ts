import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Laskey's own chart (rim diameters and cup letters) could not be read for this table, and no cup
 * is placed on the shared scale (CUP_CLASSES is not used): every cup is null. Only models named in
 * published sources are listed.
 *
 * Horn: players' pages compare Laskey horn rims with other rims (a Paxman 5 rim of 17.5 mm feels
 * larger than a Laskey 80G) without giving Laskey's own figures, so no horn rim is derived from them.
 *
 * Trumpet: a Japanese dealer's page (DEALER below) explains the trumpet numbering: the model number
 * is the last two digits of the cup diameter in inches (0.6XX"), 30 to 84 (16.0–17.3 mm), and the
 * cups run in seven steps from S☆ (shallowest) through C (medium) to D (deepest). The two trumpet
 * rims given here are the millimetre figures a player's blog lists for its own Laskey 65MC and
 * 68MC (MISETTEI); they are not worked out from the numbering rule.
 */

const HOUGHTON = 'https://houghtonhorns.com/blogs/articles/the-best-processes-for-trying-and-selecting-a-mouthpiece-for-horn';

/** A player's blog listing rim inner diameters: "Laskey 65MC : 16.89mm", "Laskey 68MC : 16.96mm". */
const MISETTEI = 'https://misettei.com/?p=194';

/** A Japanese dealer's page on Laskey trumpet mouthpieces (model number = 0.6XX" cup, cups S☆ … D). */
const DEALER = 'http://belltechmusic.com/archives/263';

/** Every Laskey row names its own page; the dealer's numbering page is the fallback. */
const row = rowsSourcedFrom(DEALER);

const horn = (code: string, source: string): SizeEntry =>
  row(code, 'horn', null, null, [], { note: 'Horn', source: `Laskey ${code} as named at ${source} (Laskey chart not read)` });

/** A trumpet model whose inner diameter a published page gives in millimetres. */
const trumpet = (code: string, rimMm: number, source: string): SizeEntry =>
  row(code, 'trumpet', rimMm, null, [], {
    note: 'Trumpet',
    source: `Laskey ${code} rim inner diameter ${rimMm} mm as listed at ${source}; numbering explained at ${DEALER} (Laskey chart not read)`,
  });

export const laskey: SizeMaker = {
  id: 'laskey',
  name: 'Laskey',
  brandAliases: ['laskey mouthpieces', 'john laskey'],
  codePrefixes: [],
  numbering:
    'A Laskey mouthpiece is named by a number for its rim size and letters for its cup (65MC, 85GW); a higher number is a larger rim. On trumpet the number is the last two digits of the cup diameter in inches (0.6XX"), and the cups run from S☆, the shallowest, through C to D, the deepest. On horn a player describes the 825 series, over 18 mm inside, as a step up from the 80. Laskey’s chart gives the figures.',
  entries: [
    // Trumpet.
    trumpet('65MC', 16.89, MISETTEI),
    trumpet('68MC', 16.96, MISETTEI),

    // Horn.
    horn('775F', 'http://hornmatters.com/2010/10/a-horn-maker-on-mouthpieces/'),
    horn('80G', HOUGHTON),
    horn('85GW', HOUGHTON),
  ],
};
