import type { CupClass, SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom, type RowExtra } from './row';

/*
 * Bach's cup letters on the shared scale (CUP_CLASSES), deepest first:
 *   A → deep, B → medium deep, C → medium, D → medium shallow, E → shallow, F → very shallow.
 * Sizes with no cup letter, the S/V cup (5SV), the G bass-trombone cups and the horn sizes are
 * left null: Bach does not place them on that A–F scale. AL/AM and AW keep the A cup (L, M: the
 * throat and backbore; W: a wide rim).
 *
 * Rims: the number is the cup (rim inner) diameter and every cup letter of a number shares it.
 * Bach's 1954 mouthpiece manual: "the low numbers indicate a larger cup diameter (measured across
 * the sharp inner edge of the rim)", quoted at
 * https://hornandtrumpet.com/mouthpiece/docs/manual/designations/vincent-bach/; the comparator
 * table used for the trumpet rims says the same ("a number (rim inner diameter) and a letter (cup
 * depth A through F)"). So a number's figure is given to each of its letters (3B … 3F), but not to
 * 1X or 5SV, whose X and SV the sources do not explain, nor to numbers the table skips (1 1/4,
 * 2 1/2). Where a player's blog lists another figure for a size, the row's note says so.
 */

/** Bach's own catalogue and mouthpiece finder, where the models are listed. */
const CATALOGUE = 'Vincent Bach mouthpiece catalogue (Conn-Selmer), mouthpiecefinder.conn-selmer.com';

/** The trumpet rim of each Bach number, "~" figures as the comparison site tables them. */
const COMPARATOR = 'Bach rim inner diameter per number as tabled at https://www.mouthpiececomparator.com/blog/bach-trumpet-mouthpiece-numbers-explained';

/** The trombone number is the inner rim diameter too: "This information applies both to Bach trumpet and trombone mouthpieces." */
const TROMBONE_NUMBERING = 'https://www.erniewilliamson.com/news.aspx?showArticle=28';

/** A trombonist's blog: "1 inch (25.4 mm) … Bach's Clarke L model, later the 6 1/2AL". */
const CLARKE_L = `Bach 6 1/2AL as 1 in (25.4 mm) at https://ameblo.jp/turtlebone/entry-12224711105.html; the number is the rim (${TROMBONE_NUMBERING})`;

/** The same blog: "in Bach terms, the 5G (25.5 mm) and larger". */
const FIVE_G = `Bach 5G as 25.5 mm at https://ameblo.jp/turtlebone/entry-12153241444.html; the number is the rim (${TROMBONE_NUMBERING})`;

const row = rowsSourcedFrom(CATALOGUE);

/** A player's blog listing the inner diameters Bach and Yamaha give, where they differ from the comparator. */
const MISETTEI = 'https://misettei.com/?p=194';
const MYBESTTRUMPET = 'https://mybesttrumpet.com/bach-3c-trumpet-mouthpiece-specs-and-why-it-is-my-favorite/';

/**
 * A trumpet size whose rim is its number's, as the comparator tables it. Where another page
 * lists a different figure, the note gives it and the source names the page.
 */
const byNumber = (code: string, rimMm: number, cup: CupClass | null, other?: { note: string; pages: readonly string[] }): SizeEntry => {
  const extra: RowExtra = other === undefined ? {} : { note: other.note, source: `${COMPARATOR}; differing figure at ${other.pages.join(' and ')}` };
  return row(code, 'trumpet', rimMm, cup, [], { source: COMPARATOR, ...extra });
};

export const bach: SizeMaker = {
  id: 'bach',
  name: 'Bach',
  brandAliases: ['vincent bach', 'bach stradivarius', 'stradivarius', 'bach artisan', 'bach megatone', 'megatone'],
  codePrefixes: [],
  numbering:
    'The number is the rim (cup) diameter and a lower number is a larger rim: 1 is the largest trumpet size and halves such as 1 1/2 sit between whole sizes. Every cup of a number shares its rim, so a 3B, 3C and 3D have the same rim. The letter is the cup, from A (deep) through B, C (medium) and D to E and F (very shallow); trombone and tuba sizes follow the same rule with their own numbers, G marks the large cups Bach designed for bass trombone (also played on large tenors) and W a wider rim.',
  entries: [
    // Trumpet (cornet sizes carry the same codes).
    row('1X', 'trumpet', null, null),
    byNumber('1', 17, null),
    byNumber('1B', 17, 'medium deep'),
    byNumber('1C', 17, 'medium'),
    row('1 1/4C', 'trumpet', null, 'medium'),
    byNumber('1 1/2B', 16.84, 'medium deep'),
    byNumber('1 1/2C', 16.84, 'medium', { note: 'Also listed as 17.0 mm', pages: [MISETTEI] }),
    byNumber('2C', 16.76, 'medium'),
    row('2 1/2C', 'trumpet', null, 'medium'),
    byNumber('3B', 16.76, 'medium deep'),
    byNumber('3C', 16.76, 'medium', { note: 'Also listed as 16.30 mm', pages: [MYBESTTRUMPET, MISETTEI] }),
    byNumber('3D', 16.76, 'medium shallow'),
    byNumber('3E', 16.76, 'shallow'),
    byNumber('3F', 16.76, 'very shallow'),
    byNumber('5B', 16.5, 'medium deep'),
    byNumber('5C', 16.5, 'medium', { note: 'Also listed as 16.25 mm', pages: [MISETTEI] }),
    row('5SV', 'trumpet', null, null),
    byNumber('7', 16.2, null),
    byNumber('7B', 16.2, 'medium deep'),
    row('7C', 'trumpet', 16.2, 'medium', [], {
      source: `Bach catalogue "Depth of Cup - Medium, Approximate Diameter - 16.20mm", as reproduced at https://allisonmusic.com.au/products/bach-7c-trumpet-mouthpiece; the comparator's 7 rim is the same (${COMPARATOR})`,
    }),
    byNumber('7D', 16.2, 'medium shallow'),
    byNumber('7E', 16.2, 'shallow'),
    byNumber('10 1/2C', 15.75, 'medium'),
    byNumber('10 1/2E', 15.75, 'shallow'),

    // Horn.
    row('7', 'horn', null, null),
    row('11', 'horn', null, null),

    // Trombone, tenor and bass (most tenor sizes are made in both shanks).
    row('12C', 'trombone', null, 'medium'),
    row('11C', 'trombone', null, 'medium'),
    row('7C', 'trombone', null, 'medium'),
    row('6 1/2AM', 'trombone', 25.4, 'deep', [], { source: CLARKE_L }),
    row('6 1/2AL', 'trombone', 25.4, 'deep', [], { source: CLARKE_L }),
    row('5G', 'trombone', 25.5, null, [], { source: FIVE_G }),
    row('5GS', 'trombone', 25.5, null, [], { source: FIVE_G }),
    row('5GB', 'trombone', 25.5, null, [], { source: FIVE_G }),
    row('4G', 'trombone', null, null),
    row('3G', 'trombone', null, null),
    row('1 1/2G', 'trombone', null, null),

    // Tuba.
    row('18', 'tuba', null, null),
    row('22', 'tuba', null, null),
    row('24AW', 'tuba', null, 'deep'),
    row('25', 'tuba', null, null),
  ],
};
