import type { SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Yamaha's cup letter on the shared scale (CUP_CLASSES). Yamaha's letters run the other way
 * from Bach's: A is the shallowest.
 *   A → shallow, B → medium shallow, C → medium, D → medium deep, E → deep, F (flugelhorn) → very deep.
 * Sizes without a letter (trombone 48, 59) and the signature models are left null.
 *
 * Rims: Yamaha's own chart could not be read here. The figures filled in are the inner diameters
 * Yamaha gives as a player's blog lists them (11C4, 14B4, 16C4, EM1), a teacher's page quotes
 * (Shew Lead) and a tuba player's blog gives for the 67C4 that came with a Yamaha sousaphone,
 * each named in its row. They are given only to the codes read, not to the other
 * cups of the same number (14A4a, 14C4): the table that would tie a diameter to each Yamaha
 * number (mouthpiececomparator.com's Yamaha guide) could not be read past its heading.
 */

const CATALOGUE = 'Yamaha brass mouthpiece catalogue, yamaha.com (Standard and Signature series)';

/** A player's blog listing Yamaha's inner diameters ("I trust Yamaha's figures"). */
const MISETTEI = 'Yamaha inner diameter as listed at https://misettei.com/?p=194';

const row = rowsSourcedFrom(CATALOGUE);

export const yamaha: SizeMaker = {
  id: 'yamaha',
  name: 'Yamaha',
  brandAliases: [],
  // The instrument prefix of Yamaha's model names: TR-11C4, CR- cornet, FL- flugelhorn, HR-32C4, SL-48, BB-67C4.
  codePrefixes: ['TR', 'CR', 'FL', 'HR', 'SL', 'BB'],
  numbering:
    'The number is the rim (cup) diameter and a higher number is a larger rim. The letter is the cup depth, running the other way from Bach: A is the shallowest, C standard, E the deepest (F a flugelhorn cup); the last digit is the rim contour, and a trailing lower-case letter a tighter backbore (14A4a).',
  entries: [
    // Trumpet, cornet and flugelhorn.
    row('7C4', 'trumpet', null, 'medium'),
    row('9C4', 'trumpet', null, 'medium'),
    row('11B4', 'trumpet', null, 'medium shallow'),
    row('11C4', 'trumpet', 16.46, 'medium', [], { aliases: ['11C4-7C'], source: MISETTEI }),
    row('11E4', 'trumpet', null, 'deep'),
    row('11F4', 'trumpet', null, 'very deep', [], { note: 'Flugelhorn' }),
    row('13A4a', 'trumpet', null, 'shallow'),
    row('14A4a', 'trumpet', null, 'shallow'),
    row('14B4', 'trumpet', 16.85, 'medium shallow', [], { source: MISETTEI }),
    row('14C4', 'trumpet', null, 'medium'),
    row('15B4', 'trumpet', null, 'medium shallow'),
    row('15C4', 'trumpet', null, 'medium'),
    row('15E4', 'trumpet', null, 'deep'),
    row('16C4', 'trumpet', 17, 'medium', [], { source: MISETTEI }),
    row('17C4', 'trumpet', null, 'medium'),
    row('Shew Lead', 'trumpet', 16.54, null, [], {
      aliases: ['Bobby Shew Lead'],
      note: 'Bobby Shew signature',
      source: 'Bobby Shew Lead "Inner Diameter 16.54mm" as quoted at https://trumpetstudio.com/mouthpieces.html',
    }),
    row('Shew Jazz', 'trumpet', null, null, [], { aliases: ['Bobby Shew Jazz'], note: 'Bobby Shew signature' }),
    row('EM1', 'trumpet', 16.02, null, [], { note: 'Eric Miyashiro signature', source: MISETTEI }),
    row('EM2', 'trumpet', null, null, [], { note: 'Eric Miyashiro signature' }),

    // Horn.
    row('30C4', 'horn', null, 'medium'),
    row('31D4', 'horn', null, 'medium deep'),
    row('32C4', 'horn', null, 'medium'),

    // Trombone and euphonium.
    row('48', 'trombone', null, null, ['small', 'large'], { aliases: ['48L'], note: '48L: the large-shank 48' }),
    row('51C4', 'trombone', null, 'medium'),
    row('59', 'trombone', null, null, [], { note: 'Bass trombone' }),

    // Tuba.
    row('67C4', 'tuba', 32.06, 'medium', [], {
      source:
        'Yamaha 67C4 "リム内径が32.06mm" (rim inner diameter 32.06 mm) as quoted at http://kazookey.blog.shinobi.jp/%E9%9F%B3%E6%A5%BD%E3%83%BB%E6%A5%BD%E5%99%A8/?pageNo=4',
    }),
  ],
};
