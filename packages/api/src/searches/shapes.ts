import type { SavedSearchRow } from '@mpx/db';
import type { SavedSearch } from '@mpx/shared';
import { iso } from '../time';

/** What the alerts of one saved search add up to. */
export interface AlertStats {
  count: number;
  lastAt: number | null;
}

export const NO_ALERTS: AlertStats = { count: 0, lastAt: null };

/** A saved search as @mpx/shared's `savedSearchOutput` checks it. */
export function toSavedSearch(row: Pick<SavedSearchRow, 'id' | 'name' | 'query' | 'alerts' | 'createdAt' | 'updatedAt'>, stats: AlertStats): SavedSearch {
  return {
    saved_search_id: row.id,
    name: row.name,
    query: row.query,
    alerts: row.alerts,
    alert_count: stats.count,
    last_alert_at: stats.lastAt === null ? null : iso(stats.lastAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}
