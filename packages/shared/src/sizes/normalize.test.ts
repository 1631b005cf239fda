import { describe, expect, it } from 'vitest';
import { normalizeBrand, normalizeSizeCode } from './index';

describe('normalizeSizeCode', () => {
  it.each([
    ['7C', '7C'],
    ['7c', '7C'],
    [' 7 C ', '7C'],
    ['14A4a', '14A4A'],
    ['14a4a', '14A4A'],
    ['24AW', '24AW'],
    ['SM5', 'SM5'],
    ['sm 5', 'SM5'],
    ['s-M 5', 'SM5'],
    ['SM3.5', 'SM3.5'],
    ['4880-2N', '48802N'],
    ['4880 2n', '48802N'],
    ['DW 4880', 'DW4880'],
    ['LT102 G', 'LT102G'],
  ])('%j → %j', (raw, key) => {
    expect(normalizeSizeCode(raw)).toBe(key);
  });

  it('reads a half however it is typed', () => {
    for (const raw of ['1 1/2C', '1-1/2 C', '1-1/2C', '1 1/2 C', '1.5C', '1.50C', '1½C', '1 ½C', '1½c', '1 1⁄2C', '1 1 / 2 C']) {
      expect(normalizeSizeCode(raw), raw).toBe('1.5C');
    }
    for (const raw of ['6 1/2AL', '6-1/2AL', '6.5AL', '6½AL', '6½ al']) expect(normalizeSizeCode(raw), raw).toBe('6.5AL');
    for (const raw of ['10 1/2C', '10½C', '10.5C']) expect(normalizeSizeCode(raw), raw).toBe('10.5C');
    // Bach's own pages print the whole number glued to the fraction.
    expect(normalizeSizeCode('11/2C')).toBe('1.5C');
    expect(normalizeSizeCode('101/2C')).toBe('10.5C');
  });

  it('reads quarters and thirds, as characters or with a slash', () => {
    expect(normalizeSizeCode('1 1/4C')).toBe('1.25C');
    expect(normalizeSizeCode('1¼C')).toBe('1.25C');
    expect(normalizeSizeCode('1.25C')).toBe('1.25C');
    expect(normalizeSizeCode('2 3/4')).toBe('2.75');
    expect(normalizeSizeCode('2¾')).toBe('2.75');
    expect(normalizeSizeCode('1 2/3C')).toBe('1.67C');
    expect(normalizeSizeCode('1⅓C')).toBe('1.33C');
  });

  it('reads a bare half as a half', () => {
    expect(normalizeSizeCode('1/2C')).toBe('0.5C');
    expect(normalizeSizeCode('½C')).toBe('0.5C');
  });

  it('reads full-width characters as their plain forms', () => {
    expect(normalizeSizeCode('７Ｃ')).toBe('7C');
    expect(normalizeSizeCode('Ｓｍ５')).toBe('SM5');
  });

  it('keeps a decimal point between digits and drops every other separator', () => {
    expect(normalizeSizeCode('1.25M')).toBe('1.25M');
    expect(normalizeSizeCode('3.0')).toBe('3');
    expect(normalizeSizeCode('S.M.5')).toBe('SM5');
    expect(normalizeSizeCode('7C, silver')).toBe('7CSILVER');
  });

  it('returns an empty key for empty, blank and symbol-only text', () => {
    for (const raw of ['', ' ', '   \t\n ', '-', '---', '/', '. , _', '🎺', '🎺🎺 ✨', '"  "']) expect(normalizeSizeCode(raw), JSON.stringify(raw)).toBe('');
  });

  it('drops emoji and symbols around a code', () => {
    expect(normalizeSizeCode('7C 🎺')).toBe('7C');
    expect(normalizeSizeCode('🎺 3C!')).toBe('3C');
    expect(normalizeSizeCode('#7C')).toBe('7C');
    expect(normalizeSizeCode('“1½C”')).toBe('1.5C');
  });

  it('keeps letters of other scripts rather than losing them', () => {
    // A Cyrillic С is not a Latin C: it must not silently turn into another maker's code.
    expect(normalizeSizeCode('7С')).not.toBe('7C');
    expect(normalizeSizeCode('7С')).not.toBe('');
    expect(normalizeSizeCode('Größe 7C')).toBe('GRÖSSE7C');
  });

  it('does not throw and stays fast on long and odd input', () => {
    const inputs = [
      'x'.repeat(200),
      '7C '.repeat(67),
      '1'.repeat(200),
      '1 '.repeat(100),
      '1 1/2'.repeat(40),
      '1-'.repeat(100),
      '1.'.repeat(100),
      '½'.repeat(200),
      '🎺'.repeat(100),
      `${'1 '.repeat(99)}/`,
      '1'.repeat(5000) + '/',
    ];
    const started = performance.now();
    for (const raw of inputs) expect(() => normalizeSizeCode(raw)).not.toThrow();
    expect(performance.now() - started).toBeLessThan(250);
    expect(normalizeSizeCode('x'.repeat(200))).toBe('X'.repeat(200));
  });
});

describe('normalizeBrand', () => {
  it.each([
    ['Bach', 'bach'],
    ['BACH', 'bach'],
    ['  Vincent   Bach  ', 'vincent bach'],
    ['Bach!!', 'bach'],
    ['Denis-Wick', 'denis wick'],
    ['Denis Wick (London)', 'denis wick london'],
    ['K&G', 'k g'],
    ['K & G', 'k g'],
    ['k+g', 'k g'],
    ['Breslmäir', 'breslmair'],
    ['Müller', 'muller'],
    ['Schïlke', 'schilke'],
    ['Ｙａｍａｈａ', 'yamaha'],
    ['🎺 Bach 🎺', 'bach'],
    ['', ''],
    ['   ', ''],
    ['!!!', ''],
  ])('%j → %j', (raw, brand) => {
    expect(normalizeBrand(raw)).toBe(brand);
  });

  it('does not throw on long input', () => {
    expect(() => normalizeBrand('Bach '.repeat(40))).not.toThrow();
    expect(normalizeBrand('ß'.repeat(200)).length).toBeGreaterThan(0);
  });
});
