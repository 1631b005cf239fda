import type { CupClass, SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom, type RowExtra } from './row';
import { BROCHURE_ARCHIVE } from './sources';

/*
 * Schilke's cup-volume letter on the shared scale (CUP_CLASSES):
 *   A (small) → shallow, B (medium-small) → medium shallow, C (standard) → medium,
 *   D (medium-large) → medium deep, E (large) → deep, F (flugelhorn) → very deep.
 * A code with no letter has the standard C cup (Schilke: "when a mouthpiece has a standard
 * backbore, rim and cup, only the cup diameter is shown"), so it maps to medium.
 *
 * Rims: Schilke's per-model chart has not been read, so trumpet and cornet rims come from the rule
 * Schilke's brochure gives for their numbers: "Most trumpet and cornet mouthpieces have a cup
 * diameter that falls between .600 inch and .725 inch. Nos. 1 to 25 in the Schilke system represent
 * sections of .005 inches each between these two measurements." No. n is taken as
 * .600" + .005" × (n − 1), the lower edge of its section: No. 1 = .600" (15.24 mm), No. 14 = .665"
 * (16.891 mm), No. 25 = .720" (18.288 mm). (The section's upper edge, .005" = 0.127 mm more, is the
 * other reading; .725" is where No. 25's section ends.) These are nominal sizes of the scale, not
 * measurements of the models, so the rows say `rimFrom: 'rule'`. The rule covers trumpet and cornet
 * numbers only: the flugelhorn 14F4, and horn, trombone and tuba numbers ("relative to each other"),
 * keep a null rim.
 *
 * Sizes: Schilke's stock models as listed before, and the Schilke sizes other makers' published
 * comparisons name (Denis Wick's comparison column, Stomvi's comparative table, Marcinkiewicz's
 * guide), which equivalences.ts links to.
 */

const BROCHURE =
  'Schilke mouthpiece brochure: numbering system (schilkemusic.com), reproduced at https://everythingtrumpet.com/schilke/Mouthpiece_labeling.html';
const CATALOGUE = 'Schilke Music Products catalogue of stock mouthpieces, schilkemusic.com';
const RULE =
  'rim by Schilke\'s numbering rule (trumpet and cornet Nos. 1 to 25 are .005" steps from .600"), as quoted at https://everythingtrumpet.com/schilke/Mouthpiece_labeling.html and http://www.mouthpieceexpress.com/pages/popups/info_schilke_numberingsys.html';

/** Where another maker's published comparison names a Schilke size. */
const NAMED_BY = {
  denisWick: `Denis Wick products brochure (2009), comparison column (${BROCHURE_ARCHIVE}:brochures/Deniswick.pdf)`,
  stomvi: `Stomvi mouthpiece brochure, "Comparative table", p.4 (${BROCHURE_ARCHIVE}:brochures/Stomvi.pdf)`,
  marcinkiewicz: `Marcinkiewicz Mouthpiece Product Guide (1998), comparison column (${BROCHURE_ARCHIVE}:brochures/Marcinkiewicz.pdf)`,
} as const;
const named = (...by: readonly (keyof typeof NAMED_BY)[]): string => `Named as a Schilke size in ${by.map((b) => NAMED_BY[b]).join(' and in ')}`;

const row = rowsSourcedFrom(CATALOGUE);

/** The rule's rim for a trumpet or cornet number, in mm to the micrometre (.005" is 0.127 mm). */
export const schilkeRuleRimMm = (n: number): number => Math.round((0.6 + 0.005 * (n - 1)) * 25.4 * 1000) / 1000;

/** A trumpet or cornet size: its rim by the rule from the number it starts with. */
const trumpet = (code: string, cup: CupClass, extra: RowExtra = {}): SizeEntry => {
  const number = Number(/^\d+/.exec(code)?.[0]);
  const source = extra.source ?? CATALOGUE;
  return row(code, 'trumpet', schilkeRuleRimMm(number), cup, [], { ...extra, rimFrom: 'rule', source: `${source}; ${RULE}` });
};

export const schilke: SizeMaker = {
  id: 'schilke',
  name: 'Schilke',
  brandAliases: ['schilke music', 'schilke music products'],
  codePrefixes: [],
  numbering:
    'The first number is the cup diameter, and a higher number is a larger rim (the opposite of Bach): on trumpet and cornet, Nos. 1 to 25 are steps of .005" from about .600" (15.2 mm) to .725" (18.4 mm). Then, where they differ from standard: the cup volume from A (small, shallow) to E (large, deep), the rim contour from 1 (roundest) to 5 (flattest), and the backbore from a (tight) to e (large); a plain "14" is 14C3c.',
  entries: [
    // Trumpet, cornet and flugelhorn.
    trumpet('5', 'medium', { source: named('denisWick') }),
    trumpet('5A4', 'shallow', { note: 'Piccolo trumpet' }),
    trumpet('6', 'medium', { source: named('stomvi') }),
    trumpet('6A4a', 'shallow', { source: BROCHURE, note: 'Piccolo trumpet' }),
    trumpet('9', 'medium', { aliases: ['9C3c'], source: BROCHURE }),
    trumpet('11', 'medium'),
    trumpet('12', 'medium', { source: named('stomvi') }),
    trumpet('13', 'medium'),
    trumpet('13A4a', 'shallow'),
    trumpet('14', 'medium', { aliases: ['14C3c'] }),
    trumpet('14A4a', 'shallow'),
    trumpet('14B', 'medium shallow', { source: named('denisWick') }),
    trumpet('14C4', 'medium', { source: named('denisWick') }),
    row('14F4', 'trumpet', null, 'very deep', [], { note: 'Flugelhorn' }),
    trumpet('15', 'medium', { source: named('stomvi') }),
    trumpet('15B', 'medium shallow'),
    trumpet('16', 'medium', { source: named('denisWick') }),
    trumpet('16B', 'medium shallow', { source: named('denisWick') }),
    trumpet('16C4', 'medium'),
    trumpet('17', 'medium'),
    trumpet('17D', 'medium deep', { source: named('denisWick') }),
    trumpet('18', 'medium'),
    trumpet('19', 'medium', { source: named('stomvi') }),
    trumpet('20', 'medium'),
    trumpet('24', 'medium'),

    // Horn.
    row('30', 'horn', null, 'medium'),
    row('31', 'horn', null, 'medium'),
    row('32', 'horn', null, 'medium', [], { source: named('marcinkiewicz') }),

    // Trombone and euphonium.
    row('46', 'trombone', null, 'medium', [], { source: named('denisWick') }),
    row('47', 'trombone', null, 'medium', [], { source: named('denisWick') }),
    row('50', 'trombone', null, 'medium'),
    row('51', 'trombone', null, 'medium'),
    row('51B', 'trombone', null, 'medium shallow'),
    row('51C4', 'trombone', null, 'medium'),
    row('51D', 'trombone', null, 'medium deep'),
    row('52', 'trombone', null, 'medium'),
    row('52E2', 'trombone', null, 'deep'),
    row('58', 'trombone', null, 'medium', [], { source: named('denisWick') }),
    row('59', 'trombone', null, 'medium'),
    row('60', 'trombone', null, 'medium'),

    // Tuba.
    row('66', 'tuba', null, 'medium'),
    row('67', 'tuba', null, 'medium'),
  ],
};
