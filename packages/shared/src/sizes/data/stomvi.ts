import type { SizeEntry, SizeMaker } from '../types';
import { chartRows } from './row';
import { BROCHURE_ARCHIVE } from './sources';

/*
 * Stomvi's own brochure (a scanned booklet, 16 pages): its "Comparative table" (printed p.4) gives
 * the 25 rim sizes in millimetres, "measured at the entrance to the cup", with an asterisk on the
 * standard sizes ("the others are custom made"). The scan has no text layer and is coarse: the
 * figures were read off the page image and have no second source.
 *
 * Stomvi's rims serve trumpet and flugelhorn alike and the cup is chosen separately: pp.2–7 name
 * the rim surfaces, cups (FL and A to F), throats and backbores, but give a cup no depth in words
 * or figures. So each row is a rim, with no cup class (CUP_CLASSES is not used), and the numbering
 * text is read from those pages. The table's Bach and Schilke columns are Stomvi's equivalents,
 * not measurements of those makers: they are in equivalences.ts.
 */

const table = chartRows({
  title: 'Stomvi mouthpiece brochure, "Comparative table"',
  location: `${BROCHURE_ARCHIVE}:brochures/Stomvi.pdf`,
  pageNumbers: 'printed',
  cups: null,
});

/** A rim of the table; Stomvi prints tenths with a decimal comma ("0,5"), which sellers also type. */
const rim = (code: string, rimMm: number, standard: boolean): SizeEntry =>
  table(4, 'trumpet', code, rimMm, { note: standard ? 'Standard size' : 'Custom made', ...(code.includes('.') ? { aliases: [code.replace('.', ',')] } : {}) });

export const stomvi: SizeMaker = {
  id: 'stomvi',
  name: 'Stomvi',
  brandAliases: [],
  codePrefixes: [],
  numbering:
    'The number is the rim, and a higher number is a smaller rim: 0,5 (17.25 mm) to 20 (14.90 mm), measured at the entrance to the cup; 1, 2, 3, 7 and 8 are the standard sizes, the others custom made. The rest of the code is chosen separately: a rim surface (P, S or R, with W for a wider one), a cup from FL and A (deepest, for flugelhorn) through F (for piccolo trumpet), a throat number (20 to 27, 26 standard) and a backbore (2, 4 or 6).',
  entries: [
    rim('0.5', 17.25, false),
    rim('0.6', 17.15, false),
    rim('0.7', 17.05, false),
    rim('0.8', 16.95, false),
    rim('0.9', 16.85, false),
    rim('1', 16.75, true),
    rim('2', 16.65, true),
    rim('3', 16.45, true),
    rim('4', 16.3, false),
    rim('5', 16.15, false),
    rim('6', 16.05, false),
    rim('7', 15.95, true),
    rim('8', 15.85, true),
    rim('9', 15.75, false),
    rim('10', 15.65, false),
    rim('11', 15.55, false),
    rim('12', 15.45, false),
    rim('13', 15.35, false),
    rim('14', 15.25, false),
    rim('15', 15.15, false),
    rim('16', 15.1, false),
    rim('17', 15.05, false),
    rim('18', 15, false),
    rim('19', 14.95, false),
    rim('20', 14.9, false),
  ],
};
