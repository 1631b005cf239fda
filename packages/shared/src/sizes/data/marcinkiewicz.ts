import type { SizeMaker } from '../types';
import { chartRows } from './row';
import { BROCHURE_ARCHIVE } from './sources';

/*
 * Every row is Marcinkiewicz's own: the Mouthpiece Product Guide (© 1998), whose charts print each
 * figure twice, in inches and in millimetres. The rim is the "inside cup dia.", which Marcinkiewicz
 * measures .032" below the top of the rim on trumpet, cornet, flugelhorn and horn, .047" on
 * trombone and euphonium and .064" on tuba; the throat is the drill (venturi).
 *
 * The guide gives the cup as a depth in inches, not in words, and a depth says nothing about a
 * cup's class without its rim and shape, so no Marcinkiewicz cup is placed on the shared scale
 * (CUP_CLASSES): the printed depth is kept as the cup wording.
 *
 * Where the printed millimetres disagree with the printed inches (E1.7, E10, E18, the tuba H1, a
 * drill figure or two), the row takes the inches × 25.4 and its note says so; a misprinted drill
 * leaves the throat empty. A model the guide names twice ("4/7C": No. 4, also called 7C) keeps
 * both names. One code, one row: a model listed for trumpet and cornet, or for tenor and bass
 * trombone, shares its rim, and the Pro-Line (Concert Hall) version of a model is the same size.
 * Left out: the second tuba row the Pro-Line page also prints as "N4" (its figures are the 18's).
 */

const guide = chartRows({
  title: 'Marcinkiewicz Mouthpiece Product Guide (1998)',
  location: `${BROCHURE_ARCHIVE}:brochures/Marcinkiewicz.pdf`,
  pageNumbers: 'pdf',
  cups: null,
});

export const marcinkiewicz: SizeMaker = {
  id: 'marcinkiewicz',
  name: 'Marcinkiewicz',
  brandAliases: ['marcinkiewicz mouthpieces'],
  codePrefixes: [],
  numbering:
    'Standard trumpets are numbered 0 to 15 from the largest rim down, several with the Bach-style name of the size they answer ("4/7C"). The Designer/Signature models are E numbers named after the players they were made with (the E12 is the Allen Vizzutti model), the 300 series share one rim with 15 graduated cup depths, and the Pro-Line Concert Hall models are A, B and C rims with cups 1 to 5. Trombone, horn and tuba models have numbers of their own (a horn number is its venturi size; tuba N, W and H are narrow, wider and smaller-bite rims). The guide prints every figure, so read any model against it.',
  entries: [
    // Trumpet (standard and piccolo p.7, Designer/Signature p.8–9, 300 series p.11, Pro-Line p.12), cornet p.13, flugelhorn p.14.
    guide(7, 'trumpet', '7PB', 16.74, { cup: 'Depth 0.424 in. / 10.77 mm', throatMm: 3.56, note: 'Piccolo trumpet (also made with a cornet shank)' }),
    guide(7, 'trumpet', '7PD', 16.74, {
      cup: 'Depth 0.424 in. / 10.77 mm',
      throatMm: 3.66,
      aliases: ['7E', '7PD/7E'],
      note: 'Piccolo trumpet (also made with a cornet shank)',
    }),
    guide(7, 'trumpet', '0', 17.73, { cup: 'Depth 0.515 in. / 13.08 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '1', 17.35, { cup: 'Depth 0.515 in. / 13.08 mm', throatMm: 3.66, aliases: ['5B', '1/5B'] }),
    guide(7, 'trumpet', '2', 17.27, { cup: 'Depth 0.496 in. / 12.60 mm', throatMm: 3.66, aliases: ['7B', '2/7B'] }),
    guide(7, 'trumpet', '3', 17.2, { cup: 'Depth 0.489 in. / 12.42 mm', throatMm: 3.66, aliases: ['5C', '3/5C'] }),
    guide(7, 'trumpet', '4', 17.2, { cup: 'Depth 0.477 in. / 12.12 mm', throatMm: 3.66, aliases: ['7C', '4/7C'] }),
    guide(7, 'trumpet', '5', 16.84, { cup: 'Depth 0.475 in. / 12.07 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '6', 16.84, { cup: 'Depth 0.464 in. / 11.97 mm (as printed; the two disagree)', throatMm: 3.66, aliases: ['10 1/2C', '6/10 1/2C'] }),
    guide(7, 'trumpet', '7', 16.84, { cup: 'Depth 0.453 in. / 11.51 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '8', 16.84, { cup: 'Depth 0.450 in. / 11.43 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '9', 16.84, { cup: 'Depth 0.441 in. / 11.20 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '10', 16.84, { cup: 'Depth 0.440 in. / 11.18 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '11', 16.31, { cup: 'Depth 0.439 in. / 11.15 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '12', 16.31, { cup: 'Depth 0.437 in. / 11.10 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '13', 16.31, { cup: 'Depth 0.435 in. / 11.05 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '14', 16.31, { cup: 'Depth 0.433 in. / 11.00 mm', throatMm: 3.66 }),
    guide(7, 'trumpet', '15', 16.31, { cup: 'Depth 0.430 in. / 10.92 mm', throatMm: 3.66 }),
    guide([8, 13], 'trumpet', '7CW', 16.97, {
      cup: 'Depth 0.480 in. / 12.19 mm',
      note: 'A trumpet and a cornet model. Trumpet: a "classic" model (the interior of a conventional design), throat 3.66 mm; Cornet: throat 3.73 mm',
    }),
    guide(8, 'trumpet', 'E1', 17.5, { cup: 'Depth 0.474 in. / 12.04 mm', throatMm: 3.66, note: 'Bob Senescu model' }),
    guide(8, 'trumpet', '6C', 16.87, { cup: 'Depth 0.473 in. / 12.01 mm', throatMm: 3.73, note: 'A "classic" model (the interior of a conventional design)' }),
    guide([8, 13], 'trumpet', '1 1/4C', 17.45, {
      cup: 'Depth 0.457 in. / 11.61 mm',
      note: 'A trumpet and a cornet model. Trumpet: a "classic" model (the interior of a conventional design), throat 3.66 mm; Cornet: throat 3.73 mm',
    }),
    guide(8, 'trumpet', 'E1.7', 18.16, {
      cup: 'Depth 0.444 in. / 11.28 mm',
      throatMm: 3.66,
      note: 'Roy Roman model. Printed 18/16 mm; the rim is the printed 0.715 in. × 25.4',
    }),
    guide(8, 'trumpet', 'E2', 17.5, { cup: 'Depth 0.437 in. / 11.10 mm', throatMm: 3.81, note: 'Jean P. Michelou model' }),
    guide([8, 13], 'trumpet', 'E3', 17.2, {
      cup: 'Depth 0.430 in. / 10.92 mm',
      aliases: ['3C', 'E3/3C'],
      note: 'A trumpet and a cornet model. Trumpet: a "classic" model (the interior of a conventional design), throat 3.56 mm; Cornet: throat 3.73 mm',
    }),
    guide(8, 'trumpet', 'E3.1', 17.12, { cup: 'Depth 0.430 in. / 10.92 mm', throatMm: 3.56, note: 'J. W. Marcinkiewicz model' }),
    guide(8, 'trumpet', 'E4', 16.69, { cup: 'Depth 0.429 in. / 10.90 mm', throatMm: 3.66, note: 'Graham Young model' }),
    guide(8, 'trumpet', 'E5', 16.81, { cup: 'Depth 0.427 in. / 10.85 mm', throatMm: 3.66, note: 'Bobby Shew #2 model' }),
    guide(8, 'trumpet', 'E6', 17.12, { cup: 'Depth 0.425 in. / 10.80 mm', throatMm: 3.66, note: 'Herb Alpert model' }),
    guide(8, 'trumpet', 'E7', 17.12, { cup: 'Depth 0.419 in. / 10.64 mm', throatMm: 3.56, note: 'Joseph W. Marcinkiewicz model' }),
    guide(8, 'trumpet', 'E8', 16.97, { cup: 'Depth 0.419 in. / 10.64 mm', throatMm: 3.56, note: 'Rick Baptist model' }),
    guide(9, 'trumpet', 'E9', 17.32, { cup: 'Depth 0.396 in. / 10.06 mm', throatMm: 3.66, note: 'Manny Klein model' }),
    guide(9, 'trumpet', 'E9.1', 16.81, { cup: 'Depth 0.395 in. / 10.03 mm', throatMm: 3.56, note: 'Bobby Shew 1.5 model' }),
    guide(9, 'trumpet', 'E10', 17.45, {
      cup: 'Depth 0.381 in. / 9.68 mm',
      throatMm: 3.56,
      note: 'Bob Findley model. Printed 17.22 mm; the rim is the printed 0.687 in. × 25.4',
    }),
    guide(9, 'trumpet', 'E10.3', 16.81, { cup: 'Depth 0.380 in. / 9.65 mm', throatMm: 3.56, note: 'Bobby Shew 1.25 model' }),
    guide(9, 'trumpet', 'E11', 17.02, { cup: 'Depth 0.378 in. / 9.60 mm', throatMm: 3.56, note: 'Jeff Tyzik model' }),
    guide(9, 'trumpet', 'E12', 17.02, { cup: 'Depth 0.374 in. / 9.50 mm', throatMm: 3.56, note: 'Allen Vizzutti model' }),
    guide(9, 'trumpet', 'E12.2', 16.61, { cup: 'Depth 0.373 in. / 9.47 mm', throatMm: 3.66, note: 'Mike Vax #1 model' }),
    guide(9, 'trumpet', 'E12.4', 16.54, { cup: 'Depth 0.373 in. / 9.47 mm', throatMm: 3.56, note: 'Roger Ingram model' }),
    guide(9, 'trumpet', 'E13', 17.3, { cup: 'Depth 0.372 in. / 9.45 mm', throatMm: 3.56, note: 'Chuck Findley model' }),
    guide(9, 'trumpet', 'E14', 16.81, { cup: 'Depth 0.370 in. / 9.40 mm', throatMm: 3.56, note: 'Bobby Shew 1 model' }),
    guide(9, 'trumpet', 'E14.1', 16.61, { cup: 'Depth 0.369 in. / 9.37 mm', throatMm: 3.66, note: 'Paul Cacia model' }),
    guide(9, 'trumpet', 'E15', 16.51, { cup: 'Depth 0.368 in. / 9.35 mm', throatMm: 3.73, note: 'John Rinaldo model' }),
    guide(9, 'trumpet', 'E16', 15.44, { cup: 'Depth 0.364 in. / 9.25 mm', throatMm: 3.56, note: 'Pete Candoli model' }),
    guide(9, 'trumpet', 'E17', 16.36, { cup: 'Depth 0.363 in. / 9.22 mm', throatMm: 3.73, note: "Bob O'Donnell model" }),
    guide(9, 'trumpet', 'E18', 16.38, {
      cup: 'Depth 0.361 in. / 8.84 mm (as printed; the two disagree)',
      throatMm: 3.73,
      note: 'Eric Miyashiro model. Printed 15.80 mm; the rim is the printed 0.645 in. × 25.4',
    }),
    guide(9, 'trumpet', 'G10S', 16.97, { cup: 'Depth 0.353 in. / 8.97 mm', throatMm: 3.56, note: 'A "classic" model (the interior of a conventional design)' }),
    guide(9, 'trumpet', 'G10SW', 16.97, {
      cup: 'Depth 0.353 in. / 16.97 mm (as printed; the two disagree)',
      throatMm: 3.56,
      note: 'A "classic" model (the interior of a conventional design)',
    }),
    guide(11, 'trumpet', '300', 17.58, { cup: 'Depth 0.513 in. / 13.03 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '301', 17.2, { cup: 'Depth 0.513 in. / 13.03 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '302', 17.2, { cup: 'Depth 0.507 in. / 12.88 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '303', 17.2, { cup: 'Depth 0.501 in. / 12.73 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '304', 17.2, { cup: 'Depth 0.495 in. / 12.57 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '305', 17.2, { cup: 'Depth 0.489 in. / 12.42 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '306', 17.2, { cup: 'Depth 0.483 in. / 12.27 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '307', 17.2, { cup: 'Depth 0.477 in. / 12.12 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '308', 17.2, {
      cup: 'Depth 0.471 in. / 11.96 mm',
      throatMm: 3.66,
      aliases: ['1 1/2C', '308/1 1/2 C'],
      note: '300 series: one rim, 15 graduated cup depths',
    }),
    guide(11, 'trumpet', '309', 17.2, { cup: 'Depth 0.465 in. / 11.81 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '310', 17.2, { cup: 'Depth 0.459 in. / 11.66 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '311', 17.2, { cup: 'Depth 0.453 in. / 11.51 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '312', 17.2, { cup: 'Depth 0.447 in. / 11.35 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '313', 17.2, { cup: 'Depth 0.441 in. / 11.20 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '314', 17.2, { cup: 'Depth 0.435 in. / 11.05 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(11, 'trumpet', '315', 17.2, { cup: 'Depth 0.429 in. / 10.90 mm', throatMm: 3.66, note: '300 series: one rim, 15 graduated cup depths' }),
    guide(12, 'trumpet', 'A1', 17.58, { cup: 'Depth 0.513 in. / 13.03 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(12, 'trumpet', 'A3', 17.58, { cup: 'Depth 0.501 in. / 12.73 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(12, 'trumpet', 'A5', 17.58, { cup: 'Depth 0.489 in. / 12.42 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(12, 'trumpet', 'B1', 17.45, { cup: 'Depth 0.513 in. / 13.03 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(12, 'trumpet', 'B3', 17.45, { cup: 'Depth 0.501 in. / 12.73 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(12, 'trumpet', 'B5', 17.45, { cup: 'Depth 0.489 in. / 12.42 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(12, 'trumpet', 'C1', 17.2, { cup: 'Depth 0.513 in. / 13.03 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(12, 'trumpet', 'C3', 17.2, { cup: 'Depth 0.501 in. / 12.73 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(12, 'trumpet', 'C5', 17.2, { cup: 'Depth 0.489 in. / 12.42 mm', throatMm: 3.78, note: 'Pro-Line Concert Hall, special order' }),
    guide(13, 'trumpet', '5*W', 16.76, { cup: 'Depth 0.628 in. / 15.95 mm', throatMm: 3.91, note: 'Cornet' }),
    guide(13, 'trumpet', '5XW', 17.27, { cup: 'Depth 0.628 in. / 15.95 mm', throatMm: 3.91, note: 'Cornet' }),
    guide(13, 'trumpet', '4*W', 17.17, { cup: 'Depth 0.531 in. / 13.49 mm', throatMm: 4.22, note: 'Cornet' }),
    guide(14, 'trumpet', '3FLB', 17.25, { cup: 'Depth 0.547 in. / 13.89 mm', throatMm: 4.09, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '3FLD', 17.25, { cup: 'Depth 0.547 in. / 13.89 mm', throatMm: 4.32, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '5FLB', 17.25, { cup: 'Depth 0.517 in. / 13.13 mm', throatMm: 4.09, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '5FLD', 17.25, { cup: 'Depth 0.517 in. / 13.13 mm', throatMm: 4.32, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '7FLB', 17.25, { cup: 'Depth 0.474 in. / 12.04 mm', throatMm: 4.09, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '7FLD', 17.25, { cup: 'Depth 0.474 in. / 12.04 mm', throatMm: 4.32, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '3FLS', 17.93, { cup: 'Depth 0.537 in. / 13.64 mm', throatMm: 4.39, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '5FLS', 17.93, { cup: 'Depth 0.509 in. / 12.93 mm', throatMm: 4.39, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '7FLS', 17.93, { cup: 'Depth 0.481 in. / 12.22 mm', throatMm: 4.39, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '303FL', 17.2, { cup: 'Depth 0.537 in. / 13.64 mm', throatMm: 4.32, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '305FL', 17.2, { cup: 'Depth 0.509 in. / 12.93 mm', throatMm: 4.32, note: 'Flugelhorn' }),
    guide(14, 'trumpet', '307FL', 17.2, { cup: 'Depth 0.481 in. / 12.22 mm', throatMm: 4.32, note: 'Flugelhorn' }),
    guide(14, 'trumpet', 'BS FL', 16.74, { cup: 'Depth 0.626 in. / 15.90 mm', throatMm: 4.39, note: 'Flugelhorn' }),
    guide(14, 'trumpet', 'BSC FL', 16.74, { cup: 'Depth 0.626 in. / 15.90 mm', throatMm: 4.39, note: 'Flugelhorn' }),

    // French horn, p.15.
    guide(15, 'horn', '1', 17.91, { cup: 'Depth 1.006 in. / 25.55 mm', throatMm: 5.79 }),
    guide(15, 'horn', '3', 17.91, { cup: 'Depth 0.992 in. / 25.20 mm', throatMm: 5.41 }),
    guide(15, 'horn', '5', 17.75, { cup: 'Depth 0.983 in. / 24.97 mm', throatMm: 5.23 }),
    guide(15, 'horn', '7', 17.75, { cup: 'Depth 0.974 in. / 24.74 mm', throatMm: 5.11 }),
    guide(15, 'horn', '9', 17.58, { cup: 'Depth 0.965 in. / 24.51 mm', throatMm: 4.98 }),
    guide(15, 'horn', '11', 17.58, { cup: 'Depth 0.956 in. / 24.28 mm', throatMm: 4.85 }),
    guide(15, 'horn', '13', 17.42, { cup: 'Depth 0.947 in. / 24.50 mm (as printed; the two disagree)', throatMm: 4.7 }),

    // Tenor trombone p.16, euphonium p.17, bass trombone p.17, Designer/Signature p.18, Pro-Line p.19.
    guide(16, 'trombone', '5GW', 25.55, {
      cup: 'Depth 1.150 in. / 29.21 mm',
      throatMm: 6.63,
      note: 'Greg Woll model. Throat from the printed 0.261 in. (its mm misprinted as 29.21)',
    }),
    guide([16, 17, 19], 'trombone', '5G', 25.55, {
      cup: 'Depth 1.150 in. / 29.21 mm',
      throatMm: 6.63,
      note: 'A tenor trombone and a bass trombone model. Also made as a Pro-Line',
    }),
    guide([16, 19], 'trombone', '9B', 26.06, { cup: 'Depth 1.091 in. / 27.71 mm', throatMm: 6.35, note: 'Bob Stroup model. Also made as a Pro-Line' }),
    guide(16, 'trombone', '5F', 25.78, { cup: 'Depth 1.083 in. / 27.51 mm', throatMm: 6.53 }),
    guide([16, 17, 19], 'trombone', '8H', 26.06, {
      cup: 'Depth 1.047 in. / 26.59 mm',
      throatMm: 6.76,
      aliases: ['6 1/2AL', '8H/6 1/2AL'],
      note: 'A tenor trombone and a bass trombone model. Bass trombone: printed "8H B.S./6 1/2AL". Also made as a Pro-Line',
    }),
    guide(16, 'trombone', '6E', 25.78, { cup: 'Depth 1.045 in. / 26.54 mm', throatMm: 6.35 }),
    guide(16, 'trombone', '7G', 25.78, { cup: 'Depth 0.996 in. / 25.30 mm', throatMm: 6.63 }),
    guide(16, 'trombone', '8', 25.93, { cup: 'Depth 0.995 in. / 25.27 mm', throatMm: 6.63 }),
    guide(16, 'trombone', '9', 26.06, { cup: 'Depth 0.976 in. / 24.79 mm', throatMm: 6.35 }),
    guide(16, 'trombone', '10', 25.37, { cup: 'Depth 0.939 in. / 23.85 mm', throatMm: 5.94 }),
    guide(16, 'trombone', '11', 25.4, { cup: 'Depth 0.907 in. / 23.04 mm', throatMm: 5.94 }),
    guide(16, 'trombone', '12', 25.1, { cup: 'Depth 0.889 in. / 22.58 mm', throatMm: 5.94 }),
    guide(16, 'trombone', '11C', 25.37, { cup: 'Depth 0.868 in. / 22.05 mm', throatMm: 5.94 }),
    guide(16, 'trombone', '7C', 25.12, { cup: 'Depth 0.867 in. / 22.02 mm', throatMm: 5.94 }),
    guide(16, 'trombone', '12C', 25.1, { cup: 'Depth 0.806 in. / 20.47 mm', throatMm: 5.94 }),
    guide(16, 'trombone', '15', 25.1, { cup: 'Depth 0.806 in. / 20.47 mm', throatMm: 5.94 }),
    guide(17, 'trombone', '5G-S', 25.55, { cup: 'Depth 1.150 in. / 29.21 mm', throatMm: 6.63, note: 'Euphonium. S: symphonic backbore' }),
    guide(17, 'trombone', '9B-S', 26.06, { cup: 'Depth 1.091 in. / 27.71 mm', throatMm: 6.35, note: 'Euphonium. S: symphonic backbore' }),
    guide(17, 'trombone', '5F-S', 25.78, { cup: 'Depth 1.083 in. / 27.51 mm', throatMm: 6.53, note: 'Euphonium. S: symphonic backbore' }),
    guide(17, 'trombone', '8H-S', 26.06, { cup: 'Depth 1.047 in. / 26.59 mm', throatMm: 6.76, note: 'Euphonium. S: symphonic backbore' }),
    guide(17, 'trombone', '6E-S', 25.78, { cup: 'Depth 1.045 in. / 26.54 mm', throatMm: 6.35, note: 'Euphonium. S: symphonic backbore' }),
    guide(17, 'trombone', '7G-S', 25.78, { cup: 'Depth 0.996 in. / 25.30 mm', throatMm: 6.63, note: 'Euphonium. S: symphonic backbore' }),
    guide(17, 'trombone', '1', 28.19, { cup: 'Depth 1.238 in. / 31.45 mm', throatMm: 7.14, note: 'Bass trombone' }),
    guide(17, 'trombone', '1 1/2', 27.84, { cup: 'Depth 1.203 in. / 30.56 mm', throatMm: 7.14, note: 'Bass trombone' }),
    guide(17, 'trombone', '3', 27.84, { cup: 'Depth 1.153 in. / 29.29 mm', throatMm: 7.14, note: 'Bass trombone' }),
    guide(18, 'trombone', 'ET1', 26.14, { cup: 'Depth 1.156 in. / 29.36 mm', throatMm: 6.76, note: 'Byron Peebles model' }),
    guide(18, 'trombone', 'ET1.7', 25.1, { cup: 'Depth 0.895 in. / 22.73 mm', throatMm: 5.94, note: 'Jiggs Whigham model' }),
    guide(18, 'trombone', 'ET2', 25.37, { cup: 'Depth 0.868 in. / 22.05 mm', throatMm: 5.79, note: 'Ian McDougall model' }),
    guide(18, 'trombone', 'ET3', 25.1, { cup: 'Depth 0.856 in. / 21.74 mm', throatMm: 5.94, note: 'Charlie Loper model' }),
    guide(18, 'trombone', 'ET4', 25.12, { cup: 'Depth 0.867 in. / 22.02 mm', throatMm: 6.25, note: 'Lloyd Ulyate model' }),
    guide(18, 'trombone', 'ET7', 24.92, { cup: 'Depth 0.761 in. / 19.33 mm', throatMm: 5.79, note: 'David Steinmeyer model' }),
    guide(18, 'trombone', 'EBT1', 28.73, { cup: 'Depth 1.225 in. / 31.12 mm', throatMm: 7.37, note: 'Bass trombone. Bill Rickenbach model' }),
    guide(18, 'trombone', 'EBT2', 28.58, { cup: 'Depth 1.220 in. / 30.99 mm', throatMm: 7.14, note: 'Bass trombone. Phil Teele model' }),
    guide(18, 'trombone', 'EBT3', 28.35, { cup: 'Depth 1.178 in. / 29.92 mm', throatMm: 7.14, note: 'Bass trombone. Ernie Tack model' }),
    guide(18, 'trombone', '105', 29.44, {
      cup: 'Depth 1.343 in. / 34.11 mm',
      throatMm: 8.03,
      note: 'Contrabass trombone. A "classic" model (the interior of a conventional design)',
    }),
    guide(18, 'trombone', '106', 30.07, { cup: 'Depth 1.384 in. / 35.15 mm', throatMm: 8.03, note: 'Contrabass trombone. Jim Martin model' }),
    guide(18, 'trombone', '107', 30.15, {
      cup: 'Depth 1.383 in. / 35.13 mm',
      throatMm: 8.03,
      note: 'Contrabass trombone. A "classic" model (the interior of a conventional design)',
    }),
    guide(19, 'trombone', '5J', 25.55, { cup: 'Depth 1.150 in. / 29.21 mm', throatMm: 7.04, note: 'Pro-Line model' }),
    guide(19, 'trombone', '1 1/2G', 27.84, { cup: 'Depth 1.203 in. / 30.56 mm', throatMm: 7.14, note: 'Bass trombone. Pro-Line model' }),

    // Tuba and sousaphone, pp.20–22.
    guide(20, 'tuba', 'H1', 33.65, {
      cup: 'Depth 1.632 in. / 41.45 mm',
      throatMm: 8.33,
      note: 'H: smaller inside bite. Printed 33.60 mm; the rim is the printed 1.325 in. × 25.4',
    }),
    guide([20, 22], 'tuba', 'H2', 33.6, { cup: 'Depth 1.582 in. / 40.18 mm', throatMm: 8.33, note: 'H: smaller inside bite. Also made as a Pro-Line' }),
    guide(20, 'tuba', 'H3', 33.6, { cup: 'Depth 1.532 in. / 38.91 mm', throatMm: 8.33, note: 'H: smaller inside bite' }),
    guide([20, 22], 'tuba', 'H4', 33.6, { cup: 'Depth 1.467 in. / 37.26 mm', throatMm: 8.33, note: 'H: smaller inside bite. Also made as a Pro-Line' }),
    guide([20, 22], 'tuba', 'N1', 33.66, { cup: 'Depth 1.517 in. / 38.53 mm', throatMm: 7.67, note: 'N: narrow rim. Also made as a Pro-Line' }),
    guide(20, 'tuba', 'N2', 33.66, { cup: 'Depth 1.476 in. / 37.26 mm (as printed; the two disagree)', throatMm: 7.67, note: 'N: narrow rim' }),
    guide(20, 'tuba', 'N3', 33.66, { cup: 'Depth 1.417 in. / 35.99 mm', throatMm: 7.67, note: 'N: narrow rim' }),
    guide([20, 22], 'tuba', 'N4', 33.66, {
      cup: 'Depth 1.352 in. / 34.34 mm',
      throatMm: 7.67,
      note: 'T. Johnson model. N: narrow rim. Also made as a Pro-Line',
    }),
    guide(20, 'tuba', 'W1', 33.66, { cup: 'Depth 1.517 in. / 38.53 mm', throatMm: 7.67, note: 'W: wider rim' }),
    guide(20, 'tuba', 'W2', 33.66, { cup: 'Depth 1.476 in. / 37.26 mm (as printed; the two disagree)', throatMm: 7.67, note: 'W: wider rim' }),
    guide(20, 'tuba', 'W3', 33.66, { cup: 'Depth 1.417 in. / 35.99 mm', throatMm: 7.67, note: 'W: wider rim' }),
    guide(20, 'tuba', 'W4', 33.66, { cup: 'Depth 1.352 in. / 34.34 mm', throatMm: 7.67, note: 'W: wider rim' }),
    guide(21, 'tuba', 'ETU 1', 33.15, { cup: 'Depth 1.457 in. / 37.01 mm', throatMm: 8.03, note: 'Jim Self model' }),
    guide(21, 'tuba', 'ST 3', 32.44, { cup: 'Depth 1.287 in. / 32.69 mm', note: 'Throat misprinted in the catalogue' }),
    guide(21, 'tuba', 'ST 4', 32.44, {
      cup: 'Depth 1.222 in. / 31.04 mm',
      throatMm: 7.67,
      note: 'Throat from the printed 0.302 in. (its mm misprinted as 8.33)',
    }),
    guide(21, 'tuba', '18', 32.77, { cup: 'Depth 1.443 in. / 36.65 mm', throatMm: 8.2 }),
    guide(21, 'tuba', '24AW', 32.54, { cup: 'Depth 1.657 in. / 42.09 mm', throatMm: 8.84 }),
    guide(21, 'tuba', '25', 31.24, { cup: 'Depth 1.495 in. / 37.97 mm', throatMm: 8.33 }),
  ],
};
