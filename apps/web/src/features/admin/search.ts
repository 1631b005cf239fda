import { tabInUrl } from '../../lib/tabInUrl';

/** The tabs of /admin, in order; the open one is in the URL (`?tab=users`), Flags by default. */
export const ADMIN_TABS = tabInUrl(['flags', 'users', 'analytics', 'audit']);

export type AdminTab = (typeof ADMIN_TABS.tabs)[number];

export interface AdminSearch {
  tab?: AdminTab;
}

/** The search that opens a tab. */
export function searchOfTab(value: unknown): AdminSearch {
  const tab = ADMIN_TABS.param(value);
  return tab ? { tab } : {};
}

/** `validateSearch` of /admin. Loaded with the route table: keep it free of the page's imports. */
export function parseAdminSearch(raw: Record<string, unknown>): AdminSearch {
  return searchOfTab(raw.tab);
}
