import { describe, expect, it } from 'vitest';
import { CUP_CLASSES, SHANKS, SIZE_FAMILIES, SIZE_MAKERS, normalizeSizeCode, sizeTable, type Shank, type SizeEntry, type SizeFamily } from '../sizes';

/**
 * The curated size table's integrity, over every maker whatever its rows: the shapes the decoder
 * and the similar-size search rely on, and figures that cannot be right (a 30 mm trumpet rim).
 */

/** Rim inner diameters no real mouthpiece of the family falls outside of. */
const RIM_RANGE_MM: Record<SizeFamily, readonly [number, number]> = {
  trumpet: [14, 18.5],
  horn: [15.5, 19.5],
  trombone: [22, 29],
  tuba: [29, 36],
};

/** The shanks that mean something for a family (none for the trumpet family: one per instrument). */
const SHANKS_OF: Record<SizeFamily, readonly Shank[]> = {
  trumpet: [],
  horn: ['european', 'american'],
  trombone: ['small', 'large'],
  tuba: ['small', 'large'],
};

/**
 * The makers that must be in the table (the most traded, and others with sourced rims), with how
 * many sizes and rim figures they hold at least: floors at what the sourced rows reach today, so
 * a lost row fails here. They are not targets. Schilke's per-model chart, and Warburton's,
 * Stork's and Greg Black's, could not be read yet: raise their floors as rows are sourced.
 */
const NAMED_MAKERS: Record<string, { sizes: number; rims: number }> = {
  bach: { sizes: 40, rims: 25 },
  schilke: { sizes: 25, rims: 0 },
  yamaha: { sizes: 20, rims: 6 },
  'denis-wick': { sizes: 30, rims: 10 },
  warburton: { sizes: 2, rims: 0 },
  curry: { sizes: 8, rims: 8 },
  stork: { sizes: 0, rims: 0 },
  'greg-black': { sizes: 1, rims: 0 },
  'conn-helleberg': { sizes: 12, rims: 12 },
  'doug-elliott': { sizes: 7, rims: 7 },
};

/**
 * Numbering rules the data can be held to: within the codes a pattern matches, a higher number
 * is a smaller rim ('down') or a larger one ('up'). Only rows with a rim figure are compared.
 */
const NUMBER_RULES: readonly { maker: string; family: SizeFamily; pattern: RegExp; direction: 'down' | 'up' }[] = [
  // Bach trumpet: 1 is the largest rim, 20 the smallest.
  { maker: 'bach', family: 'trumpet', pattern: /^(\d+(?:\.\d+)?)[A-Z]*$/, direction: 'down' },
  // Denis Wick: "as the model numbers increase, the diameter measurements decrease".
  { maker: 'denis-wick', family: 'trombone', pattern: /^SM(\d+(?:\.\d+)?)[A-Z]*$/, direction: 'down' },
  // Yamaha and Schilke trumpet: a higher number is a larger rim.
  { maker: 'yamaha', family: 'trumpet', pattern: /^(\d+)[A-Z]\d[A-Z]?$/, direction: 'up' },
  { maker: 'schilke', family: 'trumpet', pattern: /^(\d+)(?:[A-Z]\d?[A-Z]?)?$/, direction: 'up' },
  // Conn Connstellation: 5 is the largest cup diameter, 9 the smallest.
  { maker: 'conn-helleberg', family: 'trumpet', pattern: /^(\d)[BC][WN]$/, direction: 'down' },
];

const codesOf = (entry: SizeEntry): string[] => [entry.code, ...(entry.aliases ?? [])];

/** At most two decimals, as charts in mm give them (inches × 25.4 rounded to 0.01). */
const hasAtMostTwoDecimals = (mm: number): boolean => Math.abs(mm * 100 - Math.round(mm * 100)) < 1e-6;

describe('size makers', () => {
  it('have unique ids of lower-case letters, digits and dashes, and unique names', () => {
    const ids = SIZE_MAKERS.map((m) => m.id);
    const names = SIZE_MAKERS.map((m) => m.name);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(SIZE_MAKERS.map((m) => [m.id, m] as const))('%s: says how its numbers work, and lists brands and prefixes in their canonical form', (_, maker) => {
    expect(maker.name.trim()).not.toBe('');
    expect(maker.numbering.trim()).not.toBe('');
    for (const alias of maker.brandAliases) {
      expect(alias.trim()).not.toBe('');
      expect(alias).toBe(alias.toLowerCase());
    }
    for (const prefix of maker.codePrefixes) expect(normalizeSizeCode(prefix)).not.toBe('');
  });

  it('no brand alias names two makers', () => {
    const owner = new Map<string, string>();
    for (const maker of SIZE_MAKERS) {
      for (const alias of [maker.name.toLowerCase(), ...maker.brandAliases]) {
        const other = owner.get(alias);
        expect(other === undefined || other === maker.id, `"${alias}" names ${other} and ${maker.id}`).toBe(true);
        owner.set(alias, maker.id);
      }
    }
  });
});

describe('size entries', () => {
  const rows = SIZE_MAKERS.flatMap((maker) => maker.entries.map((entry) => ({ maker: maker.id, entry })));

  it.each(SIZE_MAKERS.map((m) => [m.id, m] as const))('%s: every row is sourced and of a known family, cup and shank', (_, maker) => {
    for (const entry of maker.entries) {
      const where = `${maker.id} ${entry.code}`;
      expect(entry.source.trim(), where).not.toBe('');
      expect(SIZE_FAMILIES, where).toContain(entry.family);
      if (entry.cup !== null) expect(CUP_CLASSES, where).toContain(entry.cup);
      expect(new Set(entry.shanks).size, `${where}: a shank twice`).toBe(entry.shanks.length);
      for (const shank of entry.shanks) {
        expect(SHANKS, where).toContain(shank);
        expect(SHANKS_OF[entry.family], `${where}: ${shank} shank on a ${entry.family} size`).toContain(shank);
      }
      if (entry.note !== undefined) expect(entry.note.trim(), where).not.toBe('');
    }
  });

  it.each(SIZE_MAKERS.map((m) => [m.id, m] as const))('%s: rims are null or a plausible figure in mm with at most two decimals', (_, maker) => {
    for (const entry of maker.entries) {
      if (entry.rimMm === null) continue;
      const where = `${maker.id} ${entry.code} (${entry.family}) rim ${entry.rimMm}`;
      const [min, max] = RIM_RANGE_MM[entry.family];
      expect(Number.isFinite(entry.rimMm), where).toBe(true);
      expect(entry.rimMm, where).toBeGreaterThanOrEqual(min);
      expect(entry.rimMm, where).toBeLessThanOrEqual(max);
      expect(hasAtMostTwoDecimals(entry.rimMm), where).toBe(true);
    }
  });

  it.each(SIZE_MAKERS.map((m) => [m.id, m] as const))('%s: codes and aliases are readable and name one size per family', (_, maker) => {
    const seen = new Map<string, SizeEntry>();
    for (const entry of maker.entries) {
      for (const code of codesOf(entry)) {
        const key = `${entry.family}:${normalizeSizeCode(code)}`;
        expect(normalizeSizeCode(code), `${maker.id} "${code}" normalises to nothing`).not.toBe('');
        const other = seen.get(key);
        expect(other === undefined || other === entry, `${maker.id} ${entry.family}: "${code}" is also ${other?.code}`).toBe(true);
        seen.set(key, entry);
      }
    }
  });

  it('every row is reachable through the decoder in its own family', () => {
    const unreachable = rows.filter(({ maker, entry }) => {
      const owner = sizeTable.makerById(maker);
      return owner === null || sizeTable.find(owner, entry.code, entry.family) !== entry;
    });
    expect(unreachable.map(({ maker, entry }) => `${maker} ${entry.code}`)).toEqual([]);
  });
});

describe('the most traded makers', () => {
  it.each(Object.entries(NAMED_MAKERS))('%s is in the table with at least %o sizes and rim figures', (id, floor) => {
    const maker = sizeTable.makerById(id);
    expect(maker, `${id} is missing`).not.toBeNull();
    expect(maker?.entries.length ?? 0).toBeGreaterThanOrEqual(floor.sizes);
    expect(maker?.entries.filter((e) => e.rimMm !== null).length ?? 0).toBeGreaterThanOrEqual(floor.rims);
  });
});

describe('numbering rules hold over the published rims', () => {
  it.each(NUMBER_RULES.map((rule) => [`${rule.maker} ${rule.family}`, rule] as const))('%s', (_, rule) => {
    const maker = sizeTable.makerById(rule.maker);
    const sized = (maker?.entries ?? []).flatMap((entry) => {
      const match = rule.pattern.exec(normalizeSizeCode(entry.code));
      return entry.family === rule.family && entry.rimMm !== null && match?.[1] !== undefined
        ? [{ code: entry.code, number: Number(match[1]), rim: entry.rimMm }]
        : [];
    });
    for (const a of sized) {
      for (const b of sized) {
        if (a.number >= b.number) continue;
        // a has the lower number: under 'down' its rim is at least b's, under 'up' at most.
        const ok = rule.direction === 'down' ? a.rim >= b.rim : a.rim <= b.rim;
        expect(ok, `${a.code} (${a.rim} mm) against ${b.code} (${b.rim} mm)`).toBe(true);
      }
    }
  });
});

describe('known sizes decode', () => {
  it('Bach 7C trumpet: rim about 16.2 mm, medium cup', () => {
    const reading = sizeTable.read({ brand: 'Bach', size: '7C', instrument_type: 'Trumpet' });
    expect(reading.status).toBe('decoded');
    if (reading.status !== 'decoded') return;
    expect(reading.maker.id).toBe('bach');
    expect(reading.entry.family).toBe('trumpet');
    expect(reading.entry.rimMm).not.toBeNull();
    expect(reading.entry.rimMm ?? 0).toBeGreaterThanOrEqual(16.1);
    expect(reading.entry.rimMm ?? 0).toBeLessThanOrEqual(16.35);
    expect(reading.entry.cup).toBe('medium');
  });

  it('Bach cups of one number share its rim, and a lower number is a larger rim', () => {
    const rimOf = (size: string) => {
      const reading = sizeTable.read({ brand: 'Bach', size, instrument_type: 'Trumpet' });
      return reading.status === 'decoded' ? reading.entry.rimMm : reading.status;
    };
    expect(rimOf('3B')).not.toBeNull();
    for (const size of ['3C', '3D', '3E', '3F']) expect(rimOf(size), size).toBe(rimOf('3B'));
    expect(rimOf('7B')).toBe(rimOf('7C'));
    expect(Number(rimOf('3C'))).toBeGreaterThan(Number(rimOf('7C')));
  });

  it('Bach sizes with halves are one size however the half is typed', () => {
    for (const size of ['1 1/2C', '1.5C', '1½C', '1-1/2 C']) {
      const reading = sizeTable.read({ brand: 'Vincent Bach', size, instrument_type: 'Trumpet' });
      expect(reading.status === 'decoded' ? reading.entry.code : reading.status, size).toBe('1 1/2C');
    }
  });

  it('Yamaha 11C4 trumpet', () => {
    const reading = sizeTable.read({ brand: 'Yamaha', size: '11C4', instrument_type: 'Trumpet' });
    expect(reading.status).toBe('decoded');
    if (reading.status !== 'decoded') return;
    expect(reading.maker.id).toBe('yamaha');
    expect(reading.entry.family).toBe('trumpet');
    expect(reading.entry.cup).toBe('medium');
  });

  it('Schilke 14A4a trumpet, whatever the case', () => {
    for (const size of ['14A4a', '14a4a', '14A4A']) {
      const reading = sizeTable.read({ brand: 'Schilke', size, instrument_type: 'Trumpet' });
      expect(reading.status, size).toBe('decoded');
      if (reading.status === 'decoded') expect(reading.entry.code).toBe('14A4a');
    }
  });

  it('Denis Wick trombone sizes behind the catalogue number', () => {
    const reading = sizeTable.read({ brand: 'Denis Wick', size: 'DW5880 4AL', instrument_type: 'Tenor Trombone' });
    expect(reading.status).toBe('decoded');
    if (reading.status !== 'decoded') return;
    expect(reading.entry.code).toBe('4AL');
    expect(reading.entry.shanks).toEqual(['large']);
  });
});
