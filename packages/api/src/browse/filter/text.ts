/**
 * The search text (`q`): the FTS5 query browse runs (`ftsMatch`, over `listings_fts`: unicode61,
 * remove_diacritics 2), and the same test in JavaScript for the saved-search matcher: each
 * whitespace-separated term is a phrase whose tokens must occur one after another in one column
 * (brand, model, size or description), the last one as a prefix; every term must match.
 *
 * Tokens: case and accents folded (NFKD, marks stripped, lower-cased), then runs of letters and
 * digits. That is exactly what FTS5 does for the Latin scripts (`FOLD_SAFE`, checked character by
 * character against SQLite by the tests); for text with any other character the two may differ
 * (FTS5 keeps Greek accents, reads "½" as one token…), so such text is decided by FTS5 itself.
 */

/**
 * Characters the JavaScript fold handles exactly as FTS5: Latin (Basic, Latin-1, Extended A and
 * B, Additional), IPA and spacing modifiers, and the combining accents FTS5 drops, less the
 * ligatures, superscripts and fractions FTS5 keeps whole. Measured, not reasoned: see
 * `text.test.ts`.
 */
const FOLD_SAFE =
  // eslint-disable-next-line no-control-regex -- control characters are separators to both tokenizers, measured like the rest
  /^[\u0001-\u00a9\u00ab-\u00b1\u00b4-\u00b8\u00bb\u00bf-\u0131\u0134-\u013e\u0141-\u0148\u014a-\u01c3\u01cd-\u01df\u01e4-\u01ed\u01f0\u01f4-\u01fb\u0200-\u02af\u02b9-\u02df\u02e5-\u0304\u0306-\u030c\u030f\u0311\u031b\u0323-\u0328\u032d\u032e\u0330\u0331\u1e00-\u1e99\u1e9b-\u1eff]*$/u;

export function isFoldSafe(text: string): boolean {
  return FOLD_SAFE.test(text);
}

/** The tokens of a text as FTS5 indexes them (exact for `isFoldSafe` text). */
export function textTokens(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * A search text's terms as `ftsMatch` quotes them (terms without a letter or digit dropped),
 * each as its folded tokens; null when the JavaScript fold is not exact for one of them, or a
 * term would make an empty phrase.
 */
export function compileTerms(q: string): string[][] | null {
  const terms = q.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t));
  const compiled: string[][] = [];
  for (const term of terms) {
    const tokens = textTokens(term);
    if (!isFoldSafe(term) || tokens.length === 0) return null;
    compiled.push(tokens);
  }
  return compiled;
}

/** Whether the phrase `term` (last token a prefix) occurs in one column's tokens. */
function phraseIn(term: readonly string[], column: readonly string[]): boolean {
  const last = term.length - 1;
  const lastToken = term[last] ?? '';
  outer: for (let i = 0; i + last < column.length; i++) {
    for (let j = 0; j < last; j++) if (column[i + j] !== term[j]) continue outer;
    if ((column[i + last] ?? '').startsWith(lastToken)) return true;
  }
  return false;
}

/** Every term matches in some column: the JavaScript side of `listings_fts MATCH ftsMatch(q)`. */
export function termsMatch(terms: readonly (readonly string[])[], columns: readonly (readonly string[])[]): boolean {
  return terms.every((term) => columns.some((column) => phraseIn(term, column)));
}

/**
 * The FTS5 query for a search text: every whitespace-separated term must match the beginning
 * of a word (`"term"*`), all terms must match. A term is quoted, so FTS syntax in it is plain
 * text; a term with no letter or digit can never start a word and is dropped. Case and accents
 * are folded by the index's tokenizer (unicode61, remove_diacritics 2).
 */
export function ftsMatch(q: string): string | null {
  const terms = q.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t));
  if (terms.length === 0) return null;
  return terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(' AND ');
}
