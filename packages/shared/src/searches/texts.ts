/** Saved searches: limits and texts, shared by the web app and the API. */

/** Longest saved search name, in characters, after trimming. */
export const MAX_SEARCH_NAME = 60;
/** Saved searches per member. */
export const MAX_SAVED_SEARCHES = 20;
/** Longest query string a saved search takes, in characters: a browse URL's, with room to spare. */
export const MAX_SEARCH_QUERY = 2000;
/** At most one digest email of new matches per member per this window. */
export const SEARCH_DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export const SEARCH_TEXTS = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be ${MAX_SEARCH_NAME} characters or less.`,
  empty: 'Add a filter, a search or a size before saving a search.',
  queryTooLong: `Search must be ${MAX_SEARCH_QUERY} characters or less.`,
  alerts: 'Alerts must be true or false.',
  limit: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
  notFound: 'Saved search not found.',
  deleted: 'Saved search deleted.',
} as const;

/** The `search` notification: which saved search a new listing matched, and the listing. */
export function searchAlertText(searchName: string, brand: string, model: string): string {
  return `New listing for "${searchName}": ${brand} ${model}`;
}
