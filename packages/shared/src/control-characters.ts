/** Unicode's control characters (Cc): U+0000–U+001F and U+007F–U+009F. */
const CONTROL = /\p{Cc}/gu;

/**
 * A control character carries no meaning in a query parameter or a one-line name (and NUL
 * would end SQLite's reading of an FTS5 query mid-string), so each reads as a space, as tab
 * and newline already did: "bach<NUL>7C" searches for "bach" and "7C" (ADR 013).
 */
export function spaceControls(text: string): string {
  return text.replace(CONTROL, ' ');
}
