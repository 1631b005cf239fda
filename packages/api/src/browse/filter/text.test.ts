import { applyMigrations, openDatabase, type Db } from '@mpx/db';
import { itemAt, present } from '@mpx/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileTerms, isFoldSafe, termsMatch, textTokens } from './text';

/**
 * The JavaScript tokens must be FTS5's, character for character, wherever `isFoldSafe` says so:
 * measured against SQLite with the tokenizer the `listings_fts` migration declares.
 */
describe('saved-search text tokens agree with FTS5', () => {
  let db: Db;
  let ftsTokens: (texts: string[]) => string[][];

  beforeAll(() => {
    db = openDatabase(':memory:');
    applyMigrations(db);
    const ddl = present(db.$client.prepare<[], string>("SELECT sql FROM sqlite_master WHERE name = 'listings_fts'").pluck().get(), 'listings_fts');
    const tokenize = present(/tokenize\s*=\s*('[^']*')/.exec(ddl)?.[1], 'its tokenize option');
    db.$client.exec(
      `CREATE VIRTUAL TABLE temp.probe USING fts5(a, tokenize=${tokenize}); CREATE VIRTUAL TABLE temp.probe_vocab USING fts5vocab(temp, probe, 'instance');`,
    );
    ftsTokens = (texts) => {
      db.$client.exec('DELETE FROM temp.probe');
      const insert = db.$client.prepare('INSERT INTO temp.probe(rowid, a) VALUES (?, ?)');
      db.$client.transaction(() => texts.forEach((text, i) => insert.run(i + 1, text)))();
      const found: string[][] = texts.map(() => []);
      for (const row of db.$client.prepare<[], { doc: number; term: string }>('SELECT doc, term FROM temp.probe_vocab ORDER BY doc, offset').all()) {
        found[row.doc - 1]?.push(row.term);
      }
      return found;
    };
  });

  it('every fold-safe character, alone and between letters, digits and accents, in either case', () => {
    const contexts = [
      (c: string) => c,
      (c: string) => `x${c}y`,
      (c: string) => ` ${c}y`,
      (c: string) => `x${c} `,
      (c: string) => `1${c}2`,
      (c: string) => c + c,
      (c: string) => `X${c}Y`,
      (c: string) => `é${c}É`,
    ];
    const texts: string[] = [];
    for (let cp = 1; cp < 0x2000; cp++) {
      const c = String.fromCodePoint(cp);
      if (isFoldSafe(c)) texts.push(...contexts.map((f) => f(c)));
    }
    expect(texts.length).toBeGreaterThan(900 * contexts.length);
    const expected = ftsTokens(texts);
    const differ = texts.filter((text, i) => textTokens(text).join('|') !== expected[i]?.join('|'));
    expect(differ).toEqual([]);
  });

  it('random fold-safe strings', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = Array.from('abcXYZ019 -/.,\'"éÉüÜßøØłŁñÑçÇåÅæÆœŒðÞþİıſǍǎȘșẞạẠ\u0301\u0308\u0327\t');
    const texts = Array.from({ length: 3000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 12) }, () => itemAt(alphabet, Math.floor(next() * alphabet.length))).join(''),
    );
    expect(texts.every(isFoldSafe)).toBe(true);
    const expected = ftsTokens(texts);
    expect(texts.filter((text, i) => textTokens(text).join('|') !== expected[i]?.join('|'))).toEqual([]);
  });

  it('text the fold is not exact for is left to FTS5', () => {
    for (const text of ['Ά', '½', 'ﬁne', 'й', 'x\u0305y', 'ǅ', '²', 'Ĳ', '日本', '🎺']) expect(isFoldSafe(text), text).toBe(false);
    expect(compileTerms('bach ½')).toBeNull();
    expect(compileTerms('Dénis  wick-4AL !!')).toEqual([['denis'], ['wick', '4al']]);
  });

  it('phrases: tokens in a row within one column, the last a prefix; every term somewhere', () => {
    const columns = [['bach'], ['megatone', '3c'], ['7c'], ['gold', 'plated', 'rim', 'cup']];
    expect(termsMatch([['meg']], columns)).toBe(true);
    expect(termsMatch([['megatone', '3']], columns)).toBe(true);
    expect(termsMatch([['mega', '3c']], columns)).toBe(false);
    expect(termsMatch([['3c', '7c']], columns)).toBe(false);
    expect(termsMatch([['gold', 'pl'], ['ba']], columns)).toBe(true);
    expect(termsMatch([['plated', 'gold']], columns)).toBe(false);
    expect(termsMatch([], columns)).toBe(true);
  });
});
