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

/** The listing form's live line: how many wanted posts the draft would match (hidden at 0). */
export function draftWantersText(count: number): string {
  return count === 1 ? '1 member wants a piece like this' : `${count} members want a piece like this`;
}

/** The seller's line on their own listing's page. */
export function listingWantersText(count: number): string {
  return count === 1 ? '1 member wants this' : `${count} members want this`;
}

/** The web app's words for the board (product §24). */
export const WANTED_WEB_TEXTS = {
  title: 'Wanted',
  intro: 'Members looking for a size nobody has listed. Have one? List it and they hear at once.',
  filtersLabel: 'Filter wanted posts',
  instrument: 'Instrument type',
  anyInstrument: 'All',
  listLabel: 'Wanted posts',
  mineLabel: 'Your wanted posts',
  empty: 'Nobody has posted a wanted like this yet.',
  loading: 'Loading wanted posts...',
  loadFailed: 'Failed to fetch wanted posts.',
  total: (n: number) => (n === 1 ? '1 wanted post' : `${n} wanted posts`),
  post: 'Post a wanted',
  posting: 'Posting...',
  postFailed: 'Failed to post wanted.',
  logInToPost: 'Log in to post a wanted',
  editTitle: 'Edit wanted post',
  save: 'Save',
  saving: 'Saving...',
  saveFailed: 'Failed to update wanted post.',
  like: 'Like',
  likeHint: 'A size, such as "Schilke 14"; or give a rim range instead.',
  rimMin: 'Rim min (mm)',
  rimMax: 'Rim max (mm)',
  priceMax: 'Price up to ($)',
  note: 'Note',
  upTo: (price: string) => `Up to ${price}`,
  posted: (date: string) => `Posted ${date}`,
  expired: 'Expired',
  expires: (date: string) => `Until ${date}`,
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete wanted post?',
  deleteQuestion: (summary: string) => `"${summary}" leaves the board and its alerts stop.`,
  deleteFailed: 'Failed to delete wanted post.',
  renew: 'Renew',
  renewed: 'Wanted post renewed.',
  renewFailed: 'Failed to renew wanted post.',
  postDone: 'Wanted posted.',
  saved: 'Wanted post saved.',
  wantersLabel: 'Members who want this',
  message: 'Message',
} as const;

/** Renew shows this long before a post expires, and after. */
export const WANTED_RENEW_WINDOW_DAYS = 14;
