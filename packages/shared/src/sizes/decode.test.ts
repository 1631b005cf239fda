import { describe, expect, it } from 'vitest';
import { indexSizeTable, readingHint, sizeTable, type SizeEntry, type SizeMaker, type SizeReading, type SizeTable } from './index';

/** What a reading names, in one comparable shape. */
const summary = (reading: SizeReading) =>
  reading.status === 'decoded' || reading.status === 'other-family'
    ? {
        status: reading.status,
        maker: reading.maker.id,
        code: reading.entry.code,
        family: reading.entry.family,
        rimMm: reading.entry.rimMm,
        cup: reading.entry.cup,
      }
    : reading.status === 'unknown-size'
      ? { status: reading.status, maker: reading.maker.id, code: reading.code }
      : { status: reading.status };

const read = (table: SizeTable, brand: string, size: string | null, instrument_type?: string | null, model?: string | null) =>
  summary(table.read({ brand, size, instrument_type, model }));

/** The real table's entry, to compare a reading with (figures the other rows may still change). */
const entryOf = (makerId: string, code: string, family: SizeEntry['family']): SizeEntry => {
  const maker = sizeTable.makerById(makerId);
  const entry = maker && sizeTable.find(maker, code, family);
  if (!entry) throw new Error(`${makerId} ${code} (${family}) is not in the table`);
  return entry;
};

const decoded = (makerId: string, entry: SizeEntry) => ({
  status: 'decoded',
  maker: makerId,
  code: entry.code,
  family: entry.family,
  rimMm: entry.rimMm,
  cup: entry.cup,
});

describe('the real table: brand spellings and codes', () => {
  it.each([
    'Bach',
    'BACH',
    'bach',
    'Vincent Bach',
    'VINCENT BACH',
    'vincent bach',
    'Bach Stradivarius',
    'bach stradivarius',
    'Stradivarius',
    'V. Bach',
    'Bach (USA)',
  ])('Bach 7C on a trumpet, brand typed %j', (brand) => {
    expect(read(sizeTable, brand, '7C', 'Trumpet')).toEqual({ status: 'decoded', maker: 'bach', code: '7C', family: 'trumpet', rimMm: 16.2, cup: 'medium' });
  });

  it.each(['7C', '7c', ' 7 C ', '7-C'])('Bach trumpet size typed %j', (size) => {
    expect(read(sizeTable, 'Bach', size, 'Trumpet')).toMatchObject({ status: 'decoded', maker: 'bach', code: '7C', family: 'trumpet' });
  });

  it.each(['1 1/2C', '1.5C', '1½C', '1-1/2 C', '1 ½ c'])('Bach 1 1/2C typed %j', (size) => {
    expect(read(sizeTable, 'Vincent Bach', size, 'Trumpet')).toEqual(decoded('bach', entryOf('bach', '1 1/2C', 'trumpet')));
  });

  it.each(['Yamaha', 'YAMAHA', 'yamaha', 'Ｙａｍａｈａ'])('Yamaha 11C4, brand typed %j', (brand) => {
    for (const size of ['11C4', '11c4', '11 C4', '11C4-7C']) {
      expect(read(sizeTable, brand, size, 'Trumpet'), size).toEqual({
        status: 'decoded',
        maker: 'yamaha',
        code: '11C4',
        family: 'trumpet',
        rimMm: 16.46,
        cup: 'medium',
      });
    }
  });

  it('Schilke 11 and 14A4a, whatever the case', () => {
    expect(read(sizeTable, 'Schilke', '11', 'Trumpet')).toEqual(decoded('schilke', entryOf('schilke', '11', 'trumpet')));
    expect(read(sizeTable, 'Schilke', '11', 'Trumpet')).toMatchObject({ code: '11', cup: 'medium' });
    for (const size of ['14A4a', '14a4a', '14A4A', '14 A 4 a']) {
      expect(read(sizeTable, 'SCHILKE', size, 'Trumpet'), size).toEqual(decoded('schilke', entryOf('schilke', '14A4a', 'trumpet')));
    }
    expect(read(sizeTable, 'Schilke', '14A4a', 'Trumpet')).toMatchObject({ code: '14A4a', cup: 'shallow' });
  });

  it.each(['Denis Wick', 'DENIS WICK', 'Denis-Wick', 'DW', 'dw', 'Wick'])('Denis Wick 4AL on a tenor trombone, brand typed %j', (brand) => {
    expect(read(sizeTable, brand, '4AL', 'Tenor Trombone')).toEqual({
      status: 'decoded',
      maker: 'denis-wick',
      code: '4AL',
      family: 'trombone',
      rimMm: 26,
      cup: 'deep',
    });
  });

  it('Denis Wick sizes behind the brand or catalogue number typed in the size', () => {
    for (const size of ['DW4880-6BS', 'DW 4880 6BS', 'dw4880 6bs', 'DW 6BS']) {
      expect(read(sizeTable, 'Denis Wick', size, 'Tenor Trombone'), size).toEqual(decoded('denis-wick', entryOf('denis-wick', '6BS', 'trombone')));
    }
    for (const size of ['DW5880 4AL', 'DW 4AL', 'Denis Wick 4AL']) {
      expect(read(sizeTable, 'Denis Wick', size, 'Tenor Trombone'), size).toMatchObject({ status: 'decoded', code: '4AL' });
    }
    expect(read(sizeTable, 'Denis Wick', 'SM 5', 'Euphonium')).toMatchObject({ status: 'decoded', code: 'SM5', family: 'trombone' });
  });

  it('the makers of this table with sourced rims', () => {
    expect(read(sizeTable, 'Curry', '3C', 'Trumpet')).toEqual({ status: 'decoded', maker: 'curry', code: '3C', family: 'trumpet', rimMm: 16.89, cup: null });
    expect(read(sizeTable, 'Curry', '1 1/4M', 'Trumpet')).toMatchObject({ code: '1.25M', rimMm: 17.07 });
    expect(read(sizeTable, 'Doug Elliott', 'LT102', 'Tenor Trombone')).toEqual({
      status: 'decoded',
      maker: 'doug-elliott',
      code: 'LT102',
      family: 'trombone',
      rimMm: 25.91,
      cup: null,
    });
    expect(read(sizeTable, 'Elliott', 'LT 104 H', 'Euphonium')).toMatchObject({ status: 'decoded', code: 'LT104', rimMm: 26.42 });
    expect(read(sizeTable, 'K&G', '3', 'Trumpet')).toEqual({ status: 'unknown-size', maker: 'k-and-g', code: '3' });
    expect(read(sizeTable, 'K G', '3', 'Trumpet')).toMatchObject({ maker: 'k-and-g' });
  });
});

describe('the real table: where the size is typed', () => {
  it('reads the model when the size is blank', () => {
    for (const size of [null, '', '   ']) {
      expect(read(sizeTable, 'Bach', size, 'Trumpet', '7C'), JSON.stringify(size)).toMatchObject({ status: 'decoded', code: '7C', family: 'trumpet' });
      expect(read(sizeTable, 'Bach', size, 'Trumpet', 'Stradivarius 7C'), JSON.stringify(size)).toMatchObject({ status: 'decoded', code: '7C' });
    }
    expect(read(sizeTable, 'Yamaha', null, 'Trumpet', '11C4')).toMatchObject({ status: 'decoded', code: '11C4' });
    // A model line before the size: its last word.
    expect(read(sizeTable, 'Bach', null, 'Trumpet', 'Silver plated 3C')).toMatchObject({ status: 'decoded', code: '3C' });
  });

  it('prefers the size to the model', () => {
    expect(read(sizeTable, 'Bach', '3C', 'Trumpet', '7C')).toMatchObject({ status: 'decoded', code: '3C' });
  });

  it('calls a model that is no size nothing, not an unknown size', () => {
    expect(read(sizeTable, 'Bach', '', 'Trumpet', 'Stradivarius')).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Bach', null, 'Trumpet', 'Artisan silver plate')).toEqual({ status: 'none' });
  });

  it('reads a maker name typed before the code in the size', () => {
    expect(read(sizeTable, 'Bach', 'Bach 7C', 'Trumpet')).toMatchObject({ status: 'decoded', maker: 'bach', code: '7C' });
    expect(read(sizeTable, 'Bach', 'Vincent Bach 7C', 'Trumpet')).toMatchObject({ status: 'decoded', code: '7C' });
    expect(read(sizeTable, 'Yamaha', 'Yamaha 11C4', 'Trumpet')).toMatchObject({ status: 'decoded', code: '11C4' });
  });
});

describe('the real table: the instrument chooses the family', () => {
  it('Bach 7C is a trumpet size and a trombone size', () => {
    expect(read(sizeTable, 'Bach', '7C', 'Trumpet')).toMatchObject({ status: 'decoded', family: 'trumpet', rimMm: 16.2 });
    expect(read(sizeTable, 'Bach', '7C', 'Cornet')).toMatchObject({ status: 'decoded', family: 'trumpet' });
    expect(read(sizeTable, 'Bach', '7C', 'Tenor Trombone')).toEqual(decoded('bach', entryOf('bach', '7C', 'trombone')));
    expect(read(sizeTable, 'Bach', '7C', 'Euphonium')).toMatchObject({ status: 'decoded', family: 'trombone' });
  });

  it('without an instrument, the trumpet size comes first', () => {
    for (const instrument of [null, undefined, '', '  ']) {
      expect(read(sizeTable, 'Bach', '7C', instrument), JSON.stringify(instrument)).toMatchObject({ status: 'decoded', family: 'trumpet' });
    }
  });

  it('a size of another family than the instrument is other-family', () => {
    expect(read(sizeTable, 'Bach', '7C', 'Tuba')).toEqual({ ...decoded('bach', entryOf('bach', '7C', 'trumpet')), status: 'other-family' });
    expect(read(sizeTable, 'Bach', '7C', 'French Horn')).toMatchObject({ status: 'other-family', family: 'trumpet' });
    expect(read(sizeTable, 'Yamaha', '11C4', 'Sousaphone')).toMatchObject({ status: 'other-family', code: '11C4' });
    expect(read(sizeTable, 'Denis Wick', '4AL', 'Trumpet')).toMatchObject({ status: 'other-family', family: 'trombone' });
  });

  it('an instrument whose mouthpieces are of no family takes none of the sizes', () => {
    for (const instrument of ['Mellophone', 'Tenor Horn', 'Ophicleide']) {
      expect(read(sizeTable, 'Bach', '7C', instrument), instrument).toMatchObject({ status: 'other-family', code: '7C' });
    }
  });

  it('the hint for another family names both, and warns', () => {
    const reading = sizeTable.read({ brand: 'Bach', size: '7C', instrument_type: 'Tuba' });
    expect(readingHint(reading, 'Tuba')).toEqual({
      text: 'Bach 7C is a trumpet, cornet and flugelhorn size, not a Tuba one. Check the instrument and size.',
      warning: true,
    });
    expect(readingHint(sizeTable.read({ brand: 'Bach', size: '7C', instrument_type: 'Trumpet' }), 'Trumpet')).toEqual({
      text: 'Bach 7C: rim ≈ 16.2 mm, medium cup',
      warning: false,
    });
  });
});

describe('the real table: sizes and brands it does not know', () => {
  it('a size the maker does not make is unknown-size, with the size as typed', () => {
    expect(read(sizeTable, 'Bach', '99Z', 'Trumpet')).toEqual({ status: 'unknown-size', maker: 'bach', code: '99Z' });
    expect(read(sizeTable, 'Bach', ' 99z ', null)).toEqual({ status: 'unknown-size', maker: 'bach', code: '99z' });
    expect(readingHint(sizeTable.read({ brand: 'Bach', size: '99Z' }), null)).toEqual({
      text: 'Bach makes no size "99Z" that we know of. Check it against the maker\'s chart.',
      warning: true,
    });
  });

  it('an unknown brand, a blank brand or a blank size says nothing', () => {
    expect(read(sizeTable, 'Acme Brass Works', '7C', 'Trumpet')).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Bachman', '7C', 'Trumpet')).toEqual({ status: 'none' });
    expect(read(sizeTable, '', '7C', 'Trumpet')).toEqual({ status: 'none' });
    expect(read(sizeTable, '   ', '7C', 'Trumpet')).toEqual({ status: 'none' });
    expect(read(sizeTable, '!!!', '7C', 'Trumpet')).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Bach', '', 'Trumpet')).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Bach', null, 'Trumpet', null)).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Bach', '  ', 'Trumpet', '  ')).toEqual({ status: 'none' });
    expect(readingHint(sizeTable.read({ brand: 'Acme', size: '7C' }), null)).toBeNull();
  });

  it('a size of symbols only is no size', () => {
    for (const size of ['🎺', '-', '?', '"']) expect(read(sizeTable, 'Bach', size, 'Trumpet'), size).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Bach', '7C 🎺', 'Trumpet')).toMatchObject({ status: 'decoded', code: '7C' });
  });

  it('long and mixed-up input gives a clear status and never throws', () => {
    const long = 'x'.repeat(200);
    expect(read(sizeTable, 'Bach', long, 'Trumpet')).toEqual({ status: 'unknown-size', maker: 'bach', code: long });
    expect(read(sizeTable, 'Bach', '7C'.repeat(100), 'Trumpet')).toMatchObject({ status: 'unknown-size', maker: 'bach' });
    expect(read(sizeTable, 'Bach', `7C${' '.repeat(198)}`, 'Trumpet')).toMatchObject({ status: 'decoded', code: '7C' });
    expect(read(sizeTable, 'Bach '.repeat(40), '7C', 'Trumpet')).toMatchObject({ status: 'decoded', maker: 'bach' });
    expect(read(sizeTable, long, '7C', 'Trumpet')).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Bach', '🎺'.repeat(100), 'Trumpet')).toEqual({ status: 'none' });
    // Brand and size swapped: no maker is named, so nothing is read.
    expect(read(sizeTable, '7C', 'Bach', 'Trumpet')).toEqual({ status: 'none' });
    // The brand typed again in the size is not a size of that maker.
    expect(read(sizeTable, 'Yamaha', 'Yamaha', 'Trumpet')).toEqual({ status: 'unknown-size', maker: 'yamaha', code: 'Yamaha' });
    expect(read(sizeTable, 'Bach', 'Bach', 'Trumpet')).toEqual({ status: 'unknown-size', maker: 'bach', code: 'Bach' });
  });
});

describe('the real table: the makers the published charts brought', () => {
  it.each(['0,5', '0.5', ' 0,5 ', '0.50'])('Stomvi 0,5 typed %j', (size) => {
    expect(read(sizeTable, 'Stomvi', size, 'Trumpet')).toEqual({ status: 'decoded', maker: 'stomvi', code: '0.5', family: 'trumpet', rimMm: 17.25, cup: null });
  });

  it('Stomvi whole numbers, and the flugelhorn takes the same rims', () => {
    expect(read(sizeTable, 'STOMVI', '3', 'Trumpet')).toMatchObject({ status: 'decoded', code: '3', rimMm: 16.45 });
    expect(read(sizeTable, 'Stomvi', '20', 'Flugelhorn')).toMatchObject({ status: 'decoded', code: '20', rimMm: 14.9 });
  });

  it.each([
    ['43N', '43N', null],
    ['43 n', '43N', null],
    ['41', '41', null],
    ['41C', '41C', 'medium deep'],
    ['42 S', '42S', 'shallow'],
    ['43.5 B', '43.5B', 'deep'],
    ['Reeves 43NES', '43NES', 'very shallow'],
  ] as const)('Bob Reeves %j is the %s', (size, code, cup) => {
    for (const brand of ['Bob Reeves', 'Reeves', 'BOB REEVES']) {
      expect(read(sizeTable, brand, size, 'Trumpet'), brand).toMatchObject({ status: 'decoded', maker: 'bob-reeves', code, cup });
    }
  });

  it.each([
    ['E12', 'E12'],
    ['e12', 'E12'],
    ['E-12', 'E12'],
    ['E 3.1', 'E3.1'],
    ['4/7C', '4'],
    ['7C', '4'],
    ['308/1 1/2 C', '308'],
    ['1½C', '308'],
    ['3C', 'E3'],
    ['5*W', '5*W'],
  ])('Marcinkiewicz trumpet %j is the %s', (size, code) => {
    expect(read(sizeTable, 'Marcinkiewicz', size, 'Trumpet')).toMatchObject({ status: 'decoded', maker: 'marcinkiewicz', code, family: 'trumpet' });
  });

  it('Marcinkiewicz numbers that are sizes in several families follow the instrument', () => {
    expect(read(sizeTable, 'Marcinkiewicz', '3', 'Trumpet')).toMatchObject({ code: '3', family: 'trumpet', rimMm: 17.2 });
    expect(read(sizeTable, 'Marcinkiewicz', '3', 'French Horn')).toMatchObject({ code: '3', family: 'horn', rimMm: 17.91 });
    expect(read(sizeTable, 'Marcinkiewicz', '3', 'Bass Trombone')).toMatchObject({ code: '3', family: 'trombone', rimMm: 27.84 });
    expect(read(sizeTable, 'Marcinkiewicz', '6 1/2AL', 'Tenor Trombone')).toMatchObject({ code: '8H', family: 'trombone' });
  });

  it('Denis Wick codes as the brochure prints them: O for 0 on bass trombone, E and B before the SM models, catalogue numbers', () => {
    expect(read(sizeTable, 'Denis Wick', 'OOAL', 'Bass Trombone')).toMatchObject({ status: 'decoded', code: '00AL', rimMm: 28 });
    expect(read(sizeTable, 'Denis Wick', 'OAL', 'Bass Trombone')).toMatchObject({ status: 'decoded', code: '0AL', rimMm: 27.42 });
    expect(read(sizeTable, 'Denis Wick', 'ESM4', 'Euphonium')).toMatchObject({ status: 'decoded', code: 'SM4', rimMm: 26 });
    expect(read(sizeTable, 'Denis Wick', 'BSM6', 'Baritone Horn')).toMatchObject({ status: 'decoded', code: 'SM6', rimMm: 25.4 });
    expect(read(sizeTable, 'Denis Wick', 'DW5881 4B', 'Cornet')).toMatchObject({ status: 'decoded', code: '4B', rimMm: 16.5, cup: 'medium' });
    expect(read(sizeTable, 'Denis Wick', '4FL', 'Flugelhorn')).toMatchObject({ status: 'decoded', code: '4FL', cup: 'very deep' });
  });

  it('Schilke trumpet sizes carry the rim of Schilke’s rule', () => {
    expect(read(sizeTable, 'Schilke', '14A4a', 'Trumpet')).toMatchObject({ status: 'decoded', rimMm: 16.891, cup: 'shallow' });
    expect(read(sizeTable, 'Schilke', '16', 'Trumpet')).toMatchObject({ status: 'decoded', rimMm: 17.145 });
  });
});

describe('the real table: bad input is read where it is plain, and never guessed', () => {
  it.each([
    ['Schilke', '99'],
    ['Schilke', '14Z9z'],
    ['Stomvi', '25'],
    ['Stomvi', '0,4'],
    ['Bob Reeves', '44C'],
    ['Bob Reeves', '41Q'],
    ['Marcinkiewicz', 'E99'],
    ['Denis Wick', '9ZL'],
    ['Yamaha', '11C9'],
    ['Bach', '7 C 7 C'],
    ['Bach', '7C or 3C'],
  ])('a code %s does not make, %j, is an unknown size of that maker', (brand, size) => {
    expect(read(sizeTable, brand, size, 'Trumpet')).toMatchObject({ status: 'unknown-size', code: size.trim() });
  });

  it('a brand and a size of different families: the size is named, with its family, and not stored as the instrument’s', () => {
    expect(read(sizeTable, 'Bach', '24AW', 'Trumpet')).toMatchObject({ status: 'other-family', code: '24AW', family: 'tuba' });
    expect(read(sizeTable, 'Stomvi', '3', 'Tenor Trombone')).toMatchObject({ status: 'other-family', code: '3', family: 'trumpet' });
    expect(read(sizeTable, 'Denis Wick', 'SM5', 'Trumpet')).toMatchObject({ status: 'other-family', code: 'SM5', family: 'trombone' });
    expect(read(sizeTable, 'Marcinkiewicz', 'ET1', 'Tuba')).toMatchObject({ status: 'other-family', code: 'ET1', family: 'trombone' });
    expect(read(sizeTable, 'Bob Reeves', '43N', 'French Horn')).toMatchObject({ status: 'other-family', code: '43N', family: 'trumpet' });
    expect(readingHint(sizeTable.read({ brand: 'Stomvi', size: '3', instrument_type: 'Tenor Trombone' }), 'Tenor Trombone')).toEqual({
      text: 'Stomvi 3 is a trumpet, cornet and flugelhorn size, not a Tenor Trombone one. Check the instrument and size.',
      warning: true,
    });
  });

  it('a size typed into the model, with the size left empty, is read from the model', () => {
    const schilke13A4a = decoded('schilke', entryOf('schilke', '13A4a', 'trumpet'));
    for (const size of [null, '', '  ']) {
      expect(read(sizeTable, 'Schilke', size, 'Trumpet', 'Schilke 13A4a'), JSON.stringify(size)).toEqual(schilke13A4a);
      expect(read(sizeTable, 'Schilke', size, 'Trumpet', '13A4a'), JSON.stringify(size)).toEqual(schilke13A4a);
      expect(read(sizeTable, 'Schilke', size, 'Trumpet', 'Heavy Top 13A4a'), JSON.stringify(size)).toEqual(schilke13A4a);
    }
    expect(read(sizeTable, 'Schilke', null, null, 'Schilke 13A4a')).toEqual(schilke13A4a);
    expect(read(sizeTable, 'Schilke', null, 'Tuba', 'Schilke 13A4a')).toMatchObject({ status: 'other-family', code: '13A4a' });
    // A size of several words at the end of the model.
    expect(read(sizeTable, 'Bach', null, 'Trumpet', 'Silver plated 1 1/2C')).toMatchObject({ status: 'decoded', code: '1 1/2C' });
    expect(read(sizeTable, 'Bob Reeves', null, 'Trumpet', 'Custom 43 N')).toMatchObject({ status: 'decoded', code: '43N' });
  });

  it('a model naming two sizes, or none, decodes as nothing: neither is guessed', () => {
    expect(read(sizeTable, 'Bach', null, 'Trumpet', '7C or 3C')).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Bach', '', 'Trumpet', '3C and a 7C')).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Schilke', null, 'Trumpet', '13A4a Heavy Top')).toEqual({ status: 'none' });
    expect(read(sizeTable, 'Schilke', null, 'Trumpet', 'Heavy Top')).toEqual({ status: 'none' });
    // The same size named twice is one size.
    expect(read(sizeTable, 'Bach', null, 'Trumpet', '7C Stradivarius 7C')).toMatchObject({ status: 'decoded', code: '7C' });
  });

  it('odd text in any field gives a status, never an exception', () => {
    const odd = ['', ' ', '∅', '0,0', '1/0', '/', '1 1/2 1/2', 'ø3', 'E', '.', '..5', '-1', '1e9', 'NaN', '\u0000', 'ß'.repeat(300), '½'.repeat(300)];
    for (const brand of ['Stomvi', 'Bob Reeves', 'Marcinkiewicz', 'Denis Wick', 'Schilke', ...odd]) {
      for (const text of odd) {
        expect(() => sizeTable.read({ brand, size: text, instrument_type: 'Trumpet' }), `${brand} / ${text}`).not.toThrow();
        expect(() => sizeTable.read({ brand, size: null, model: text, instrument_type: 'Cornet' }), `${brand} / model ${text}`).not.toThrow();
      }
    }
  });
});

/** A small table of made-up makers for the rules the real rows may not exercise. */
const fixtureEntry = (code: string, family: SizeEntry['family'], rimMm: number | null, extra: Partial<SizeEntry> = {}): SizeEntry => ({
  code,
  family,
  rimMm,
  cup: 'medium',
  shanks: [],
  source: 'fixture',
  ...extra,
});

const acme: SizeMaker = {
  id: 'acme',
  name: 'Acme',
  brandAliases: ['acme brass'],
  codePrefixes: ['AC', 'AC100'],
  numbering: 'Fixture.',
  entries: [
    fixtureEntry('7C', 'tuba', 32),
    fixtureEntry('7C', 'horn', 17),
    fixtureEntry('7C', 'trombone', 25, { shanks: ['small'] }),
    fixtureEntry('7C', 'trumpet', 16.2),
    fixtureEntry('1 1/2C', 'trumpet', 16.8, { aliases: ['Classic'] }),
    fixtureEntry('12', 'horn', 17.5),
    fixtureEntry('SM5', 'trombone', 25.7),
  ],
};

const acmePro: SizeMaker = {
  id: 'acme-pro',
  name: 'Acme Pro',
  brandAliases: ['acme professional'],
  codePrefixes: [],
  numbering: 'Fixture.',
  entries: [fixtureEntry('3', 'trumpet', 16.5)],
};

const empty: SizeMaker = { id: 'empty', name: 'Empty & Co', brandAliases: [], codePrefixes: [], numbering: 'Fixture.', entries: [] };

const fixture = indexSizeTable([acme, acmePro, empty]);

describe('indexSizeTable on a fixture', () => {
  it('names makers by whole words, the longest alias first', () => {
    expect(fixture.makerOf('Acme')?.id).toBe('acme');
    expect(fixture.makerOf('ACME BRASS')?.id).toBe('acme');
    expect(fixture.makerOf('Acme Pro')?.id).toBe('acme-pro');
    expect(fixture.makerOf('the Acme Professional line')?.id).toBe('acme-pro');
    expect(fixture.makerOf('Acmeville')).toBeNull();
    expect(fixture.makerOf('Empty & Co.')?.id).toBe('empty');
    expect(fixture.makerOf('')).toBeNull();
    expect(fixture.makerById('acme-pro')?.name).toBe('Acme Pro');
    expect(fixture.makerById('nobody')).toBeNull();
  });

  it('with no instrument, takes the family commonest in the trade: trumpet, trombone, horn, tuba', () => {
    expect(read(fixture, 'Acme', '7C', null)).toMatchObject({ status: 'decoded', family: 'trumpet', rimMm: 16.2 });
    expect(read(fixture, 'Acme', '12', null)).toMatchObject({ status: 'decoded', family: 'horn' });
    expect(fixture.find(acme, '7C', null)?.family).toBe('trumpet');
  });

  it('with an instrument, takes that family or says other-family', () => {
    expect(read(fixture, 'Acme', '7C', 'Tuba')).toMatchObject({ status: 'decoded', family: 'tuba', rimMm: 32 });
    expect(read(fixture, 'Acme', '7C', 'French Horn')).toMatchObject({ status: 'decoded', family: 'horn' });
    expect(read(fixture, 'Acme', '7C', 'Bass Trombone')).toMatchObject({ status: 'decoded', family: 'trombone' });
    expect(read(fixture, 'Acme', '12', 'Trumpet')).toMatchObject({ status: 'other-family', family: 'horn' });
    expect(read(fixture, 'Acme', 'SM5', 'Tuba')).toMatchObject({ status: 'other-family', code: 'SM5' });
  });

  it('finds a size by its aliases and normalised code, and by prefix', () => {
    for (const size of ['1.5C', '1½c', 'classic', 'AC 1 1/2C', 'AC100-1.5C', 'Acme 1.5C', 'Acme Brass 1½C']) {
      expect(read(fixture, 'Acme', size, 'Trumpet'), size).toMatchObject({ status: 'decoded', code: '1 1/2C' });
    }
    expect(fixture.find(acme, 'AC 7C', 'trombone')?.rimMm).toBe(25);
    expect(fixture.find(acme, '99', null)).toBeNull();
    expect(fixture.find(acmePro, '7C', null)).toBeNull();
  });

  it('a prefix alone, or a prefix before an unknown code, is an unknown size', () => {
    expect(read(fixture, 'Acme', 'AC', 'Trumpet')).toEqual({ status: 'unknown-size', maker: 'acme', code: 'AC' });
    expect(read(fixture, 'Acme', 'AC 99', 'Trumpet')).toEqual({ status: 'unknown-size', maker: 'acme', code: 'AC 99' });
  });

  it('a maker without sizes knows none', () => {
    expect(read(fixture, 'Empty & Co', '7C', 'Trumpet')).toEqual({ status: 'unknown-size', maker: 'empty', code: '7C' });
    expect(read(fixture, 'Empty & Co', '', 'Trumpet', '7C')).toEqual({ status: 'none' });
  });

  it('an empty table reads nothing', () => {
    const none = indexSizeTable([]);
    expect(read(none, 'Bach', '7C', 'Trumpet')).toEqual({ status: 'none' });
    expect(none.makerOf('Bach')).toBeNull();
  });
});
