import { describe, expect, it } from 'vitest';
import {
  equivalenceIndex,
  equivalentsOf,
  indexEquivalences,
  indexSizeTable,
  PUBLISHED_CLAIMS,
  sizeTable,
  type Equivalent,
  type PublishedClaim,
  type SizeEntry,
  type SizeMaker,
} from './index';

/** "Maker code: reason" for each linked size, as a list to compare. */
const summary = (equivalents: readonly Equivalent[]) => equivalents.map((e) => `${e.maker.name} ${e.entry.code}: ${e.reason}`);

describe('the published equivalences, read against the real table', () => {
  const index = equivalenceIndex(sizeTable);

  it('every claim names sizes the table holds, in the claim’s family, and none compares a maker with itself', () => {
    expect(index.problems).toEqual([]);
    expect(index.links.length).toBeGreaterThanOrEqual(200);
  });

  it('every link joins two existing sizes of two makers and one family, never a size with itself', () => {
    for (const link of index.links) {
      const [a, b] = link.sizes;
      const where = `${a.maker.id} ${a.entry.code} – ${b.maker.id} ${b.entry.code}`;
      expect(a.entry, where).not.toBe(b.entry);
      expect(a.maker.id, where).not.toBe(b.maker.id);
      expect(a.entry.family, where).toBe(b.entry.family);
      for (const { maker, entry } of link.sizes) expect(sizeTable.makerById(maker.id)?.entries, where).toContain(entry);
      expect(link.source.trim(), where).not.toBe('');
      expect(link.wording.trim(), where).not.toBe('');
      expect(link.sizes, where).toContain(link.direct ? link.claimant : a);
      if (!link.direct) expect(link.sizes, where).not.toContain(link.claimant);
    }
  });

  it('links read both ways: each size lists the other, with the same link', () => {
    for (const link of index.links) {
      const [a, b] = link.sizes;
      expect(index.of(a.entry).find((e) => e.entry === b.entry)?.links).toContain(link);
      expect(index.of(b.entry).find((e) => e.entry === a.entry)?.links).toContain(link);
    }
    // And nothing else: every listed size comes from a link.
    for (const maker of sizeTable.makers) {
      for (const entry of maker.entries) {
        for (const other of index.of(entry)) expect(other.links.every((link) => link.sizes.some((s) => s.entry === entry))).toBe(true);
      }
    }
  });

  it('is worked out once per table', () => {
    expect(equivalenceIndex(sizeTable)).toBe(index);
    expect(equivalentsOf(sizeTable, 'bach', '7C', 'trumpet')).toBe(equivalentsOf(sizeTable, 'bach', '7C', 'trumpet'));
  });

  it('Yamaha sells its 11C4 as the 11C4-7C: Yamaha 11C4 ≈ Bach 7C, both ways', () => {
    expect(summary(equivalentsOf(sizeTable, 'yamaha', '11C4', 'trumpet'))).toEqual(['Bach 7C: Yamaha sells its 11C4 as the 11C4-7C']);
    expect(summary(equivalentsOf(sizeTable, 'bach', '7C', 'trumpet'))).toContain('Yamaha 11C4: Yamaha sells its 11C4 as the 11C4-7C');
  });

  it('Denis Wick compares its 4B to a Bach 7C ("VB7C DW more mellow")', () => {
    const [bach7c] = equivalentsOf(sizeTable, 'denis-wick', '4B', 'trumpet');
    expect(bach7c).toMatchObject({ maker: { id: 'bach' }, entry: { code: '7C', family: 'trumpet' }, reason: 'Denis Wick compares its 4B to a Bach 7C' });
    expect(bach7c?.links[0]).toMatchObject({ direct: true, kind: 'compared', wording: 'VB7C DW more mellow' });
    expect(bach7c?.links[0]?.source).toMatch(/^Denis Wick products brochure \(2009\), p\.1, comparison column/);
    expect(summary(equivalentsOf(sizeTable, 'bach', '7C', 'trumpet'))).toContain('Denis Wick 4B: Denis Wick compares its 4B to a Bach 7C');
  });

  it('Denis Wick 1C ≈ Bach 1C ≈ Schilke 16: the two Denis Wick names are linked through its comparison', () => {
    expect(summary(equivalentsOf(sizeTable, 'denis-wick', '1C', 'trumpet'))).toEqual([
      'Bach 1C: Denis Wick compares its 1C to a Bach 1C',
      'Schilke 16: Denis Wick compares its 1C to a Schilke 16',
    ]);
    const schilke16 = equivalentsOf(sizeTable, 'bach', '1C', 'trumpet').find((e) => e.maker.id === 'schilke' && e.entry.code === '16');
    expect(schilke16).toMatchObject({ reason: 'Denis Wick compares its 1C to both' });
    expect(schilke16?.links).toEqual([
      expect.objectContaining({
        direct: false,
        wording: 'VB1C: Schilke 16',
        claimant: expect.objectContaining({ entry: expect.objectContaining({ code: '1C' }) }),
      }),
    ]);
    expect(summary(equivalentsOf(sizeTable, 'schilke', '16', 'trumpet'))).toEqual(
      expect.arrayContaining(['Denis Wick 1C: Denis Wick compares its 1C to a Schilke 16', 'Bach 1C: Denis Wick compares its 1C to both']),
    );
  });

  it('a maker’s own claim comes before a link through someone else’s', () => {
    for (const maker of sizeTable.makers) {
      for (const entry of maker.entries) {
        for (const other of index.of(entry)) {
          const firstIndirect = other.links.findIndex((link) => !link.direct);
          if (firstIndirect >= 0) expect(other.links.slice(firstIndirect).every((link) => !link.direct)).toBe(true);
          expect(other.reason).toBe(other.links[0]?.reason);
        }
      }
    }
  });

  it('a maker, code or family the table does not know has no equivalents, and never throws', () => {
    expect(equivalentsOf(sizeTable, 'nobody', '7C', 'trumpet')).toEqual([]);
    expect(equivalentsOf(sizeTable, 'bach', '99Z', 'trumpet')).toEqual([]);
    expect(equivalentsOf(sizeTable, 'bach', '', null)).toEqual([]);
    expect(equivalentsOf(sizeTable, 'bach', '7C'.repeat(500), 'trumpet')).toEqual([]);
    // Bach's tuba 18 is linked (Denis Wick's tuba 2), its trombone 18 is not: the family decides.
    expect(equivalentsOf(sizeTable, 'bach', '18', 'tuba').map((e) => e.entry.family)).toContain('tuba');
    expect(equivalentsOf(sizeTable, 'bach', '18', 'trombone').every((e) => e.entry.family === 'trombone')).toBe(true);
  });

  it('each claim keeps what the document prints and where', () => {
    for (const claim of PUBLISHED_CLAIMS) {
      expect(claim.wording.trim(), `${claim.by} ${claim.size}`).not.toBe('');
      expect(claim.source.trim(), `${claim.by} ${claim.size}`).not.toBe('');
      expect(claim.to.length, `${claim.by} ${claim.size}`).toBeGreaterThan(0);
    }
  });
});

/** Made-up makers, for what the real claims may not exercise. */
const entry = (code: string, family: SizeEntry['family']): SizeEntry => ({ code, family, rimMm: 16, cup: null, shanks: [], source: 'fixture' });
const maker = (id: string, entries: SizeEntry[]): SizeMaker => ({
  id,
  name: id.toUpperCase(),
  brandAliases: [],
  codePrefixes: [],
  numbering: 'Fixture.',
  entries,
});
const fixture = indexSizeTable([
  maker('ace', [entry('1', 'trumpet'), entry('2', 'trumpet'), entry('1', 'tuba')]),
  maker('bee', [entry('X', 'trumpet'), entry('Y', 'trumpet')]),
  maker('cee', [entry('Q', 'trumpet')]),
]);
const claim = (by: string, size: string, to: string[], family: SizeEntry['family'] = 'trumpet'): PublishedClaim => ({
  by,
  family,
  size,
  to,
  kind: 'compared',
  wording: 'as printed',
  source: 'fixture',
});

describe('indexEquivalences on a fixture', () => {
  it('reports a claim naming a size the table lacks, one of another family, or the maker’s own size, and links the rest', () => {
    const index = indexEquivalences(fixture, [
      claim('ace', '1', ['bee X', 'bee Z', 'cee 1', 'ace 2', 'nobody 1', 'malformed']),
      claim('ace', '9', ['bee X']),
      claim('bee', 'Y', ['ace 1'], 'tuba'),
    ]);
    expect(index.problems).toEqual([
      'ace 1 (as printed): no trumpet size "bee Z" in the table',
      'ace 1 (as printed): no trumpet size "cee 1" in the table',
      'ace 1 (as printed): compares ace with its own 2',
      'ace 1 (as printed): no trumpet size "nobody 1" in the table',
      'ace 1 (as printed): "malformed" is not "<maker id> <code>"',
      'ace 9 (as printed): no trumpet size "ace 9" in the table',
      'bee Y (as printed): no tuba size "bee Y" in the table',
    ]);
    expect(index.links.map((l) => l.sizes.map((s) => `${s.maker.id} ${s.entry.code}`).join(' – '))).toEqual(['ace 1 – bee X']);
  });

  it('links two sizes one claim names, when they are of two makers', () => {
    const index = indexEquivalences(fixture, [claim('ace', '1', ['bee X', 'bee Y', 'cee Q'])]);
    const through = index.links.filter((l) => !l.direct).map((l) => l.sizes.map((s) => `${s.maker.id} ${s.entry.code}`).join(' – '));
    // Bee X and Bee Y are one maker's: no link between them.
    expect(through).toEqual(['bee X – cee Q', 'bee Y – cee Q']);
    const [bee] = fixture.makers.filter((m) => m.id === 'bee');
    const beeX = bee?.entries[0];
    expect(beeX && summary(index.of(beeX))).toEqual(['ACE 1: ACE compares its 1 to a BEE X', 'CEE Q: ACE compares its 1 to both']);
  });

  it('gathers several claims about one pair under one equivalent, direct first', () => {
    const index = indexEquivalences(fixture, [claim('cee', 'Q', ['ace 1', 'bee X']), claim('ace', '1', ['bee X'])]);
    const [ace] = fixture.makers;
    const ace1 = ace?.entries[0];
    const bee = ace1 ? index.of(ace1).find((e) => e.maker.id === 'bee') : undefined;
    expect(bee?.links.map((l) => l.direct)).toEqual([true, false]);
    expect(bee?.reason).toBe('ACE compares its 1 to a BEE X');
  });
});
