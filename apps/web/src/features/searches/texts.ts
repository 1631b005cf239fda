/**
 * Texts of saved searches that only the web app shows. The server's own texts (its errors and
 * "Saved search deleted.") arrive with its answers.
 */
export const SEARCHES_TEXTS = {
  title: 'Saved searches',
  intro: 'When a new listing matches a saved search with alerts on, you get a notification at once and a daily email.',
  loading: 'Loading saved searches...',
  loadFailed: 'Failed to load saved searches.',
  empty: 'No saved searches yet. Browse listings, set filters, and choose Save search.',
  browse: 'Browse listings',
  listLabel: 'Your saved searches',

  /** The browse pages' button, and its dialog. */
  save: 'Save search',
  saveDescription: 'Name this search. We’ll tell you when a new listing matches it.',
  name: 'Name',
  submitSave: 'Save',
  saving: 'Saving...',
  saved: 'Search saved. We’ll tell you when a new listing matches.',
  saveFailed: 'Failed to save search.',

  alerts: 'Alerts',
  alertsFailed: 'Failed to update alerts.',
  noAlerts: 'No alerts yet',
  open: 'Open',
  rename: 'Rename',
  renameTitle: 'Rename saved search',
  submitRename: 'Save',
  renamed: 'Saved search renamed.',
  renameFailed: 'Failed to rename saved search.',
  delete: 'Delete',
  deleteTitle: 'Delete saved search',
  deleteFailed: 'Failed to delete saved search.',
  manage: 'Manage saved searches',
} as const;

/** The note that replaces Save search when the browse page's filters are saved already. */
export function savedAsText(name: string): string {
  return `Saved as “${name}”.`;
}

export function alertsToggledText(name: string, on: boolean): string {
  return on ? `Alerts on for “${name}”.` : `Alerts off for “${name}”.`;
}

export function deleteSearchQuestion(name: string): string {
  return `Delete “${name}”? Its alerts stop too. This cannot be undone.`;
}

/** "No alerts yet", "1 alert", "12 alerts" (the time of the latest follows it). */
export function alertCountText(count: number): string {
  if (count === 0) return SEARCHES_TEXTS.noAlerts;
  return count === 1 ? '1 alert' : `${count} alerts`;
}
