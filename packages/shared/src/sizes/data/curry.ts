import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Curry's cup letters are cup designs, not steps of one depth scale: C, Z, ZM and M on the
 * orchestral (Blackjack) tops, TF and TC (flugelhorn-like trumpet cups) and others. The chart read
 * for this table gives no depth order for them, so no Curry cup is placed on the shared scale
 * (CUP_CLASSES): every cup is null until Curry's own cup chart is read.
 *
 * Rims: the number is the rim, and each row carries the inch figure printed next to it (×25.4,
 * rounded to 0.01 mm). Curry's own chart was not readable here; the figures are those of the Curry
 * chart as listed by a Curry dealer (CHART below), "the most popular Curry sizes" of the orchestral
 * line. The dealer notes that the full chart holds further models, which are not listed here
 * because their figures could not be read. Two lead models carry the approximate inside diameters
 * Mark Curry gives for them, as a player's blog quotes him (LEAD below), measured .031" below the
 * top of the rim; their notes say "about".
 */

const CHART =
  'Curry orchestral (Blackjack) mouthpieces, rim diameters as listed by the dealer Thompson Music, http://thompsonmusic.com/store/page239.html (Curry’s own chart not read)';

/** A player's blog quoting Mark Curry: Groovin High "about .620\"", JM Z14 "about .622\"". */
const LEAD = 'Inside diameter as Mark Curry gives it, quoted at https://reiner-wehrenfennig.de/2024/04/18/best-lead-mouthpieces-for-trumpet';

const row = rowsSourcedFrom(CHART);

/** A trumpet size of the orchestral line: rim in inches as printed, converted to millimetres. */
const trumpet = (code: string, rimInches: number, note: string, extra: { source?: string } = {}): SizeEntry =>
  row(code, 'trumpet', Math.round(rimInches * 25.4 * 100) / 100, null, [], { note, ...extra });

export const curry: SizeMaker = {
  id: 'curry',
  name: 'Curry',
  brandAliases: ['curry mouthpieces', 'mark curry', 'curry blackjack', 'blackjack'],
  codePrefixes: [],
  numbering:
    'The number is the rim diameter, Bach-style: a lower number is a larger rim (1.25 is .672", 3 is .665", 7 is .652"). The letters after it name Curry’s cup design (C, Z, ZM, M, TF, TC …), which Curry describes shape by shape rather than on one depth scale.',
  entries: [
    // Trumpet: the orchestral (Blackjack) tops the dealer lists with their rim diameters.
    trumpet('1.25M', 0.672, 'ZM cup'),
    trumpet('1.5C', 0.67, 'C cup'),
    trumpet('1.5Z', 0.67, 'Z cup'),
    trumpet('3C', 0.665, 'C cup'),
    trumpet('3M', 0.665, 'ZM cup'),
    trumpet('3Z', 0.665, 'Z cup'),
    trumpet('5M', 0.66, 'M cup'),
    trumpet('7Z', 0.652, 'Z cup'),

    // Lead models, "about" figures.
    trumpet('Groovin High', 0.62, 'Lead model after Maynard Ferguson’s Caliccio; about .620"', { source: LEAD }),
    trumpet('JM Z14', 0.622, 'Jim Manley model; about .622"', { source: LEAD }),
  ],
};
