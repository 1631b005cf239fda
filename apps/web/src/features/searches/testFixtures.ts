import type { SavedSearch } from './types';

/** A saved search as `searches.list` answers, for component tests. */
export function savedSearchFixture(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    saved_search_id: 1,
    name: 'My 7C',
    query: 'instrument_type=Trumpet&price_max=300',
    alerts: true,
    alert_count: 0,
    last_alert_at: null,
    created_at: '2025-07-19T03:04:05.123Z',
    updated_at: '2025-07-19T03:04:05.123Z',
    ...overrides,
  };
}
