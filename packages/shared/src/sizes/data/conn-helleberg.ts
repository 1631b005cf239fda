import type { SizeEntry, SizeMaker } from '../types';
import { rowsSourcedFrom } from './row';

/*
 * Conn publishes no cup-depth scale, so every cup is null here. The trombone sizes are the Conn
 * models Doug Elliott's comparison chart lists (some may be out of production); their rims, and
 * the tuba rims, are null until read from a chart.
 *
 * Rims: the Connstellation trumpet and cornet sizes (1960s) carry the inside diameters of Conn's
 * 1963 booklet "The Proper Selection of Cup Mouthpieces", as tabled by a Conn historian's site
 * (CONNSTELLATION below). Each size comes with a W (wide) or N (narrow) rim of the same inside
 * diameter, and a B or C cup that Conn does not place on a depth scale.
 */

const CATALOGUE = 'Conn-Selmer catalogue, Conn mouthpieces (conn-selmer.com)';
const CONNSTELLATION = 'Conn 1963 booklet, Connstellation inside diameters as tabled at http://cderksen.home.xs4all.nl/ConnMpcConny.html';

const ELLIOTT = 'Doug Elliott, large tenor trombone comparison chart (2000–2001), http://dougelliottmouthpieces.com/seriescharts/ltchart.html';

const row = rowsSourcedFrom(CATALOGUE);

/** A Connstellation trumpet or cornet size: 5 (largest), 7 or 9, B or C cup, W or N rim. */
const connstellation = (code: string, rimMm: number): SizeEntry =>
  row(code, 'trumpet', rimMm, null, [], { source: CONNSTELLATION, note: `Connstellation, ${code.endsWith('W') ? 'wide' : 'narrow'} rim` });

export const connHelleberg: SizeMaker = {
  id: 'conn-helleberg',
  name: 'Conn/Helleberg',
  brandAliases: ['conn', 'helleberg', 'conn helleberg', 'c g conn'],
  codePrefixes: [],
  numbering:
    'Conn’s 1960s Connstellation trumpet and cornet mouthpieces are numbered by cup diameter, 5 (largest), 7 and 9, each with a B or C cup and a W (wide) or N (narrow) rim of the same inside diameter. Conn publishes no rule tying its other model numbers to rim size, so read each of those on its own. Its Helleberg tuba mouthpieces (7B, 120S) are named after the tubist August Helleberg, whose cup shape they follow.',
  entries: [
    // Trumpet and cornet: the Connstellation sizes.
    connstellation('5BW', 16.76),
    connstellation('5CW', 16.76),
    connstellation('5BN', 16.76),
    connstellation('5CN', 16.76),
    connstellation('7BW', 16.42),
    connstellation('7CW', 16.42),
    connstellation('7BN', 16.42),
    connstellation('7CN', 16.42),
    connstellation('9BW', 15.88),
    connstellation('9CW', 15.88),
    connstellation('9BN', 15.88),
    connstellation('9CN', 15.88),

    // Trombone.
    row('3', 'trombone', null, null, [], { source: ELLIOTT }),
    row('4CL', 'trombone', null, null, [], { source: ELLIOTT }),
    row('CL5', 'trombone', null, null, [], { source: ELLIOTT }),

    // Tuba.
    row('2', 'tuba', null, null, [], { source: 'Rob Perelli-Minetti, TubeNet (1999), http://ads.chisham.com/tips/bbs/apr1999/messages/10815.html' }),
    row('7B', 'tuba', null, null, [], { aliases: ['Helleberg 7B'], note: 'Helleberg' }),
    row('120S', 'tuba', null, null, [], { aliases: ['Helleberg 120S'], note: 'Helleberg' }),
  ],
};
