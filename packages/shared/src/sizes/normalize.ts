/** Fractions sellers type, as unicode characters or with a slash, and their decimal tails. */
const UNICODE_FRACTIONS: Record<string, string> = { '¼': '1/4', '½': '1/2', '¾': '3/4', '⅓': '1/3', '⅔': '2/3' };
const DECIMAL_TAIL: Record<string, string> = { '1/4': '.25', '1/2': '.5', '3/4': '.75', '1/3': '.33', '2/3': '.67' };

/**
 * The canonical form of a size code, so `1 1/2C`, `1½c`, `1-1/2 C` and `1.5C` are one key:
 * unicode fractions and `n a/b` become decimals (`1.5C`), letters are upper-cased, and spaces,
 * dashes and dots between a letter and anything are dropped (`SM 5` → `SM5`, `4880-2N` → `48802N`).
 * A decimal point between two digits is kept. Returns '' for text with nothing left.
 */
export function normalizeSizeCode(raw: string): string {
  // Fraction characters before NFKC, which would turn "1½" into "11⁄2".
  let text = raw.replace(/[¼½¾⅓⅔]/g, (c) => ` ${UNICODE_FRACTIONS[c]}`);
  text = text
    .normalize('NFKC')
    .replace(/\u2044/g, '/')
    .trim();
  // "11/2C" and "101/2C", as Bach's own pages print 1 1/2 and 10 1/2: the whole number glued on.
  // At most two digits before, from the start of the digit run: a bounded match on any input.
  text = text.replace(/(?<!\d)(\d{1,2}?)([13])\/([24])(?!\d)/g, '$1 $2/$3');
  // "1 1/2", "1-1/2", "1 ½" (now "1  1/2") and a bare "1/2" (rare: "1/2C" is a half) → decimals.
  text = text.replace(/(?<!\d)(\d*)[\s-]*\b([123])\s*\/\s*([234])(?!\d)/g, (whole, int: string, num: string, den: string) => {
    const tail = DECIMAL_TAIL[`${num}/${den}`];
    return tail === undefined ? whole : `${int === '' ? '0' : int}${tail}`;
  });
  text = text.toUpperCase();
  // Keep a dot only between digits (a decimal); every other separator goes, and so does anything
  // that is not a letter or a digit (an emoji, a quote mark, a stray "#"), so "7C 🎺" is "7C".
  // The decimal point is parked as a private-use character while the rest is stripped.
  text = text
    .replace(/(\d)\.(?=\d)/g, '$1\uE000')
    .replace(/[^\p{L}\p{N}\uE000]+/gu, '')
    .replace(/\uE000/g, '.');
  // "1.50C" and "1.5C" are one size.
  return text.replace(/(\d)\.(\d*?)0+(?!\d)/g, (_, d: string, rest: string) => (rest === '' ? d : `${d}.${rest}`));
}

/** A brand as typed, for matching maker aliases: lower-case, accents and punctuation dropped. */
export function normalizeBrand(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
