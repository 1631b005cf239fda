import type { SizeFamily } from '../types';
import { BROCHURE_ARCHIVE } from './sources';

/**
 * How a maker's document relates its size to others': sold under the other's name (Yamaha's
 * 11C4-7C), compared in a chart column, roughly compared ("rough comparison", Marcinkiewicz's
 * words), or listed as a similar rim (Bob Reeves).
 */
export type ClaimKind = 'sold-as' | 'compared' | 'rough' | 'similar-rim';

/** One published statement: a maker's own size set beside sizes of other makers. */
export interface PublishedClaim {
  /** The maker whose document says it (its id). */
  by: string;
  family: SizeFamily;
  /** The code of the maker's own size, as the table has it. */
  size: string;
  /** The sizes it is set beside: "<maker id> <code>", such as "bach 7C". */
  to: readonly string[];
  kind: ClaimKind;
  /** What the document prints, as printed. */
  wording: string;
  source: string;
}

/** A maker's claims from one source. */
const claimsOf =
  (by: string, kind: ClaimKind, source: string) =>
  (family: SizeFamily, size: string, to: readonly string[], wording: string): PublishedClaim => ({ by, family, size, to, kind, wording, source });

/*
 * Only comparisons with a size of the table are kept, in the same family: a comparison with a
 * maker the table lacks (Alexander, Paxman, Giardinelli, Mirafone, Stork), with a model it lacks
 * (Bach 10E, Bach 4 1/2G, Monette B1-1), with a number Bach makes only with a cup letter (Stomvi's
 * "Bach 1 1/4", "1 1/2", "15", "20"), with a modified size ("5B expanded rim", "1 1/2 G
 * oversized", "a Bach 2 3/4C with cushion"), or one that is no likeness ("smaller than Bach
 * 10 1/2C", "No VB equivalent") is left out. Denis Wick's bass trombone "Schilke 52/3" keeps the
 * Schilke 52, the one of the two the table has.
 */

/** Denis Wick's comparison column (printed as "VB7C", VB for Vincent Bach). */
const wick = (page: number) =>
  claimsOf('denis-wick', 'compared', `Denis Wick products brochure (2009), p.${page}, comparison column (${BROCHURE_ARCHIVE}:brochures/Deniswick.pdf)`);

/** Stomvi's "Comparative table", given "to inform you of our nomenclature". */
const stomvi = claimsOf('stomvi', 'compared', `Stomvi mouthpiece brochure, "Comparative table", p.4 (${BROCHURE_ARCHIVE}:brochures/Stomvi.pdf)`);

/** Marcinkiewicz's "comparison" column, which its guide calls a rough comparison. */
const marcinkiewicz = (page: number) =>
  claimsOf(
    'marcinkiewicz',
    'rough',
    `Marcinkiewicz Mouthpiece Product Guide (1998), PDF p.${page}, comparison column (${BROCHURE_ARCHIVE}:brochures/Marcinkiewicz.pdf)`,
  );

/** Bob Reeves' rim chart, "similar rims" per rim. */
const reeves = claimsOf(
  'bob-reeves',
  'similar-rim',
  'Bob Reeves "Choose a rim" chart (bobreeves.com/mouthpieces) as transcribed in github:mouthpiecemachine/bob-reeves-redesign@8dd2fbd46e845c158b5d099ac984aa469c369ca3:src/data/mouthpiece.ts',
);

export const PUBLISHED_CLAIMS: readonly PublishedClaim[] = [
  // Yamaha sells its 11C4 as the 11C4-7C.
  {
    by: 'yamaha',
    family: 'trumpet',
    size: '11C4',
    to: ['bach 7C'],
    kind: 'sold-as',
    wording: '11C4-7C',
    source: 'Yamaha model name 11C4-7C (Yamaha brass mouthpiece catalogue, yamaha.com), as also listed at https://www.trumpettips.co.uk/mouthpieces',
  },

  // Denis Wick: trumpet and cornet, euphonium and baritone, horn (p.1); trombone and tuba (p.2).
  wick(1)('trumpet', '1X', ['bach 1X', 'schilke 20'], 'VB1X: Schilke 20'),
  wick(1)('trumpet', '1', ['bach 1', 'schilke 17D'], 'VB1: Schilke 17D'),
  wick(1)('trumpet', '1C', ['bach 1C', 'schilke 16'], 'VB1C: Schilke 16'),
  wick(1)('trumpet', '1.5C', ['bach 1 1/2C'], 'VB1 1/2 C'),
  wick(1)('trumpet', '2W', ['bach 1 1/4C', 'schilke 16B'], 'VB1 1/4 C: Schilke 16B'),
  wick(1)('trumpet', '3', ['bach 1 1/4C', 'schilke 14C4'], 'VB1 1/4 C: Schilke 14C4'),
  wick(1)('trumpet', '3C', ['bach 3C', 'schilke 14B'], 'VB3C: Schilke 14B'),
  wick(1)('trumpet', '3E', ['bach 7E'], 'VB7E DW more power'),
  wick(1)('trumpet', '4B', ['bach 7C'], 'VB7C DW more mellow'),
  wick(1)('trumpet', '4C', ['bach 7C'], 'VB7C DW more brilliant'),
  wick(1)('trumpet', '4X', ['bach 7EW'], 'VB7EW/DW better high register'),
  wick(1)('trumpet', '5', ['schilke 13'], 'No VB equivalent/. Schilke 13'),
  wick(1)('trumpet', '5E', ['schilke 5'], 'VB 10E/Schilke 5'),
  wick(1)('trumpet', '5X', ['bach 7EW'], 'VB7EW'),
  wick(1)('trombone', 'E6BM', ['bach 6 1/2AL', 'schilke 51'], 'VB6 1/2AL: Schilke 51'),
  wick(1)('trombone', 'SM6', ['bach 6 1/2AL'], 'VB6 1/2AL (baritone BSM6)'),
  wick(1)('trombone', 'SM9', ['bach 6 1/2A', 'schilke 47'], 'VB6 1/2A/Schilke 47 (baritone BSM9)'),
  wick(1)('horn', '7', ['bach 7'], 'VB 7 (wider rim)'),
  wick(1)('horn', '7N', ['bach 7'], 'VB 7'),
  wick(2)('trombone', '00AL', ['schilke 60'], 'Schilke 60'),
  wick(2)('trombone', '0AL', ['schilke 59', 'schilke 60', 'bach 1G'], 'Schilke 59/60: VB 1G'),
  wick(2)('trombone', '1AL', ['schilke 58'], 'Schilke 58'),
  wick(2)('trombone', '2AL', ['bach 1 1/2G'], 'VB 1.5G wide rim'),
  wick(2)('trombone', '2NAL', ['bach 1 1/2G'], 'VB 1.5G'),
  wick(2)('trombone', '4ABL', ['bach 4'], 'VB4, but better sound'),
  wick(2)('trombone', '4BL', ['bach 4'], 'VB4'),
  wick(2)('trombone', '4BS', ['bach 4', 'schilke 52'], 'VB4: Schilke 52/3'),
  wick(2)('trombone', '5AL', ['bach 5G'], 'VB5G'),
  wick(2)('trombone', '5ABL', ['bach 5GS'], 'VB5GS'),
  wick(2)('trombone', '5BL', ['bach 5'], 'VB5 DW better low reg'),
  wick(2)('trombone', '5BS', ['bach 5'], 'VB5'),
  wick(2)('trombone', '6BL', ['bach 6 1/2AL', 'schilke 51'], 'VB6 1/2AL: Schilke 51'),
  wick(2)('trombone', '6BS', ['bach 6 1/2AL', 'schilke 51'], 'As above (VB6 1/2AL: Schilke 51). Small fitting'),
  wick(2)('trombone', '7CS', ['bach 6 1/2A', 'schilke 47'], 'VB6 1/2A: Schilke 47. DW better'),
  wick(2)('trombone', '9BL', ['bach 6 1/2A', 'schilke 47'], 'VB6 1/2A: Schilke 47. DW smaller'),
  wick(2)('trombone', '10CS', ['bach 11C', 'schilke 46'], 'VB old 11C: Schilke 46'),
  wick(2)('trombone', '12CS', ['bach 12C'], 'VB12C'),
  wick(2)('tuba', '2', ['bach 18', 'schilke 67'], 'VB18/Schilke 67'),
  wick(2)('tuba', '3', ['bach 24AW', 'schilke 66'], 'VB24AW/Schilke 66'),

  // Stomvi's comparative table (its Bach and Schilke columns).
  stomvi('trumpet', '0.5', ['bach 1', 'schilke 20'], 'Bach 1*, Schilke 20'),
  stomvi('trumpet', '0.8', ['bach 1X', 'schilke 19'], 'Bach 1x, Schilke 19'),
  stomvi('trumpet', '1', ['bach 1', 'schilke 18'], 'Bach 1, Schilke 18'),
  stomvi('trumpet', '2', ['schilke 15'], 'Bach 1 1/4, Schilke 15'),
  stomvi('trumpet', '3', ['schilke 14'], 'Bach 1 1/2, Schilke 14'),
  stomvi('trumpet', '5', ['bach 3', 'schilke 12'], 'Bach 3, Schilke 12'),
  stomvi('trumpet', '7', ['bach 7'], 'Bach 7'),
  stomvi('trumpet', '8', ['schilke 11'], 'Schilke 11'),
  stomvi('trumpet', '10', ['bach 10', 'schilke 6'], 'Bach 10, Schilke 6'),

  // Marcinkiewicz's rough comparisons: trumpet and cornet (pp.7–13), horn (p.15), trombone and euphonium (pp.16–19), tuba (p.21).
  marcinkiewicz(7)('trumpet', '7PB', ['bach 7E', 'bach 10 1/2E'], 'Bach 7E /10 1/2E'),
  marcinkiewicz(7)('trumpet', '7PD', ['bach 7E', 'bach 10 1/2E'], 'Bach 7E /10 1/2E'),
  marcinkiewicz(7)('trumpet', '1', ['bach 5B'], 'Bach 5B'),
  marcinkiewicz(7)('trumpet', '2', ['bach 7B'], 'Bach 7B'),
  marcinkiewicz(7)('trumpet', '3', ['bach 5C'], 'Bach 5C'),
  marcinkiewicz(7)('trumpet', '4', ['bach 7C'], 'Bach 7C'),
  marcinkiewicz(7)('trumpet', '5', ['bach 5C'], 'Bach 5C'),
  ...['11', '12', '13', '14', '15'].map((size) => marcinkiewicz(7)('trumpet', size, ['bach 7E'], 'Bach 7E or 13A4A')),
  marcinkiewicz(8)('trumpet', '7CW', ['bach 7CW'], 'Bach 7CW'),
  marcinkiewicz(8)('trumpet', 'E1', ['bach 1 1/2C'], 'Bach 1 1/2 C'),
  marcinkiewicz(8)('trumpet', '6C', ['bach 6C'], 'Bach 6C'),
  marcinkiewicz(8)('trumpet', '1 1/4C', ['bach 1 1/4C'], 'Bach 1 1/4 C'),
  marcinkiewicz(8)('trumpet', 'E1.7', ['bach 1E'], 'Bach 1E'),
  marcinkiewicz(8)('trumpet', 'E2', ['bach 3C'], 'Bach 3C'),
  marcinkiewicz(8)('trumpet', 'E3', ['bach 3C'], 'Bach 3C'),
  marcinkiewicz(8)('trumpet', 'E3.1', ['bach 3E'], 'Bach 3E'),
  marcinkiewicz(8)('trumpet', 'E4', ['bach 10 1/2C'], 'Bach 10 1/2 C'),
  marcinkiewicz(8)('trumpet', 'E6', ['bach 7B'], 'Bach 7B'),
  marcinkiewicz(8)('trumpet', 'E7', ['bach 3E'], 'Bach 3E'),
  marcinkiewicz(9)('trumpet', 'E9', ['schilke 14A4a'], 'Schilke 14A4A'),
  marcinkiewicz(9)('trumpet', 'E11', ['bach 10 1/2C'], 'Bach 10 1/2C'),
  marcinkiewicz(9)('trumpet', 'E12', ['bach 10 1/2C'], 'Bach 10 1/2C'),
  marcinkiewicz(9)('trumpet', 'E12.2', ['schilke 13A4a'], 'Schilke 13A4A'),
  marcinkiewicz(9)('trumpet', 'E14.1', ['schilke 13A4a'], 'Schilke 13A4A'),
  marcinkiewicz(9)('trumpet', 'E15', ['bach 10 1/2C'], 'Bach 10 1/2C'),
  marcinkiewicz(9)('trumpet', 'E18', ['schilke 13A4a'], 'Schilke 13A4A'),
  marcinkiewicz(12)('trumpet', 'A1', ['bach 1B'], 'Bach 1B Monette B1-1'),
  marcinkiewicz(12)('trumpet', 'A3', ['bach 1'], 'Bach 1 Stork 1'),
  marcinkiewicz(12)('trumpet', 'A5', ['bach 1C'], 'Bach 1C Monette B1-5'),
  marcinkiewicz(12)('trumpet', 'B1', ['bach 1X'], 'Bach 1X Stork 2B'),
  marcinkiewicz(12)('trumpet', 'B3', ['bach 1 1/4C', 'monette B2'], 'Bach 1 1/4 C Monette B2'),
  marcinkiewicz(12)('trumpet', 'B5', ['bach 1 1/2C'], 'Bach 1 1/2 C Stork 2C'),
  marcinkiewicz(12)('trumpet', 'C1', ['monette B4'], 'Stork 3B Monette B4'),
  marcinkiewicz(12)('trumpet', 'C3', ['bach 3', 'monette B5'], 'Bach 3 Monette B5'),
  marcinkiewicz(12)('trumpet', 'C5', ['bach 3C', 'monette B6'], 'Bach 3C Monette B6'),
  marcinkiewicz(13)('trumpet', '5*W', ['denis-wick 5'], 'Dennis Wick 5'),
  marcinkiewicz(13)('trumpet', '4*W', ['denis-wick 4'], 'Dennis Wick 4'),
  marcinkiewicz(15)('horn', '1', ['schilke 32'], 'Schilke 32'),
  marcinkiewicz(15)('horn', '11', ['holton-farkas MDC'], 'Holton Farkas MDC'),
  marcinkiewicz(15)('horn', '13', ['bach 7'], 'Bach 7'),
  marcinkiewicz(16)('trombone', '5G', ['bach 5G'], 'Bach 5G'),
  marcinkiewicz(16)('trombone', '9B', ['bach 5'], 'Bach 5'),
  marcinkiewicz(16)('trombone', '8H', ['bach 6 1/2AL'], 'Bach 6 1/2 AL'),
  marcinkiewicz(16)('trombone', '6E', ['bach 3'], 'Bach 3'),
  marcinkiewicz(16)('trombone', '7G', ['bach 3'], 'Bach 3'),
  marcinkiewicz(16)('trombone', '8', ['bach 4'], 'Bach 4'),
  marcinkiewicz(16)('trombone', '9', ['bach 6 1/2AL'], 'Bach 6 1/2AL'),
  marcinkiewicz(16)('trombone', '10', ['bach 7C'], 'Bach 7C'),
  marcinkiewicz(16)('trombone', '11', ['bach 11C'], 'Bach 11C'),
  marcinkiewicz(16)('trombone', '12', ['bach 12C'], 'Bach 12C'),
  marcinkiewicz(16)('trombone', '11C', ['bach 11C'], 'Bach 11C'),
  marcinkiewicz(16)('trombone', '7C', ['bach 7C'], 'Bach 7C'),
  marcinkiewicz(16)('trombone', '12C', ['bach 12C'], 'Bach 12C'),
  marcinkiewicz(16)('trombone', '15', ['bach 15C'], 'Bach 15C'),
  marcinkiewicz(17)('trombone', '5G-S', ['bach 5GS'], 'Bach 5GS'),
  marcinkiewicz(17)('trombone', '9B-S', ['bach 5'], 'Bach 5'),
  marcinkiewicz(17)('trombone', '5F-S', ['bach 3'], 'Bach 3'),
  marcinkiewicz(17)('trombone', '8H-S', ['bach 6 1/2AL'], 'Bach 6 1/2 AL'),
  marcinkiewicz(17)('trombone', '6E-S', ['bach 3'], 'Bach 3'),
  marcinkiewicz(17)('trombone', '7G-S', ['bach 3'], 'Bach 3'),
  marcinkiewicz(17)('trombone', '1 1/2', ['bach 1 1/2G'], 'Bach 1 1/2 G'),
  marcinkiewicz(18)('trombone', 'ET1', ['bach 5G'], 'Bach 5G bass shank'),
  marcinkiewicz(18)('trombone', 'ET2', ['bach 11C'], 'N. Y. Bach 11C'),
  marcinkiewicz(18)('trombone', 'ET3', ['bach 11C'], 'Mt. Vernon Bach 11C'),
  marcinkiewicz(18)('trombone', 'ET4', ['bach 12C'], 'N.Y.Bach 12C'),
  marcinkiewicz(18)('trombone', 'ET7', ['bach 18'], 'Bach 18'),
  marcinkiewicz(18)('trombone', 'EBT2', ['bach 1 1/2G'], 'Bach 1 1/2 G'),
  marcinkiewicz(18)('trombone', 'EBT3', ['bach 1 1/2G'], 'Bach 1 1/2 G'),
  marcinkiewicz(18)('trombone', '105', ['schilke 60'], 'Schilke 60 Kleinhammer'),
  marcinkiewicz(18)('trombone', '106', ['schilke 60'], 'Schilke 60'),
  marcinkiewicz(18)('trombone', '107', ['schilke 60'], 'Schilke 60 C. Vernon'),
  marcinkiewicz(19)('trombone', '5J', ['bach 5G'], 'Bach 5G'),
  marcinkiewicz(19)('trombone', '1 1/2G', ['bach 1 1/2G'], 'Bach 1 1/2 G'),
  marcinkiewicz(21)('tuba', '18', ['bach 18'], 'Bach 18'),
  marcinkiewicz(21)('tuba', '24AW', ['bach 24AW'], 'Bach 24AW'),
  marcinkiewicz(21)('tuba', '25', ['bach 25'], 'Bach 25'),

  // Bob Reeves' similar rims.
  reeves('trumpet', '40', ['bach 10 1/2C', 'bach 11 3/4C', 'bach 17', 'schilke 6'], 'Bach Mount Vernon 10 1/2C, Bach 11 3/4 C, 17, and Schilke 6 rims'),
  reeves('trumpet', '41', ['bach 7C', 'bach 9D', 'bach 10 3/4A', 'bach 11A', 'bach 11C', 'schilke 13'], 'Bach 7C, 9D, 10 3/4 A, 11A, 11C, and Schilke 13 rims'),
  reeves('trumpet', '42', ['bach 3C', 'bach 6C', 'bach 8C', 'bach 10B', 'schilke 14'], 'Bach Elkhart 3C & 6C, Bach 8C, 10B, and Schilke 14 rims'),
  reeves('trumpet', '43', ['bach 2 3/4C', 'bach 3', 'bach 3E', 'bach 3F', 'schilke 16'], 'Bach 2 3/4 C, 3, 3E, 3F, and Schilke 16 rims'),
  reeves(
    'trumpet',
    '43N',
    ['bach 6C', 'bach 1X', 'bach 2 1/2C', 'bach 6', 'bach 6B', 'bach 7D', 'bach 8 1/2B'],
    'a Bach 6C Mount Vernon, Bach 1X, 2 1/2 C, 6, 6B, 7D, and 8 1/2 B rims',
  ),
  reeves('trumpet', '43W', ['bach 7CW', 'bach 3CW'], 'a Bach 2 3/4C with cushion, 7CW, and 3CW rims'),
  reeves(
    'trumpet',
    '43.5',
    ['bach 1', 'bach 1 1/2C', 'bach 2', 'bach 3B', 'bach 5C', 'schilke 15', 'schilke 16'],
    'Bach 1, 1 1/2 C, 2, 3B, 5C Elkhart and Schilke 15 and 16 rims',
  ),
];
