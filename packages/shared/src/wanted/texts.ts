/** The wanted board (ADR 025): limits and texts, shared by the web app and the API. */

/** A wanted post stays on the board, and matched, this long after it is posted or renewed. */
export const WANTED_EXPIRY_DAYS = 90;
export const WANTED_EXPIRY_MS = WANTED_EXPIRY_DAYS * 24 * 60 * 60 * 1000;
/** Longest note on a wanted post, in characters, after trimming. */
export const MAX_WANTED_NOTE = 500;
/** Open wanted posts per member: like saved searches, each is matched against every new listing. */
export const MAX_WANTED_POSTS = 10;

export const WANTED_TEXTS = {
  instrumentRequired: 'Instrument type is required.',
  sizeOrRim: 'Give a size to be like (such as "Bach 7C") or a rim range in mm.',
  note: 'Note must be a string.',
  noteTooLong: `Note must be ${MAX_WANTED_NOTE} characters or less.`,
  limit: `You can have up to ${MAX_WANTED_POSTS} wanted posts. Delete one to post another.`,
  notFound: 'Wanted post not found.',
  notOwner: 'Only the member who posted it can change a wanted post.',
  deleted: 'Wanted post deleted.',
} as const;

/** The name of a wanted post's saved search: what its alerts and digest lines say. */
export const wantedSearchName = (summary: string): string => `Wanted: ${summary}`;

/** The seller's line on the listing form and their listing: "1 member wants this". */
export function wantersText(count: number): string {
  return count === 1 ? '1 member wants this' : `${count} members want a piece like this`;
}
