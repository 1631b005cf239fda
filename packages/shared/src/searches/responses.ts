import { z } from 'zod';
import { countValue, idValue, messageText, timestampValue } from '../responses';
import { SEARCH_TEXTS } from './texts';

/* The app's own (outside the REST contract, so not in the document). */

/** A member's saved search, with what its alerts found so far. */
export const savedSearchOutput = z.strictObject({
  saved_search_id: idValue,
  name: z.string(),
  /** The canonical query string of its filters: what the browse page opens. */
  query: z.string(),
  /** Alerts on (a notification and the daily email per new match) or paused. */
  alerts: z.boolean(),
  /** New listings it alerted about (one per listing, even when several searches matched). */
  alert_count: countValue,
  last_alert_at: timestampValue.nullable(),
  created_at: timestampValue,
  updated_at: timestampValue,
});
export type SavedSearch = z.output<typeof savedSearchOutput>;

/** `searches.list`: oldest first. */
export const savedSearchListOutput = z.strictObject({ searches: z.array(savedSearchOutput) });
export type SavedSearchList = z.output<typeof savedSearchListOutput>;

export const savedSearchRemovedOutput = z.strictObject({ message: messageText(SEARCH_TEXTS.deleted) });
