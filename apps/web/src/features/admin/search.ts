import { tabInUrl } from '../../lib/tabInUrl';

/**
 * The tabs of /admin, in order; the open one is in the URL (`?tab=users`), Flags by default.
 * Loaded with the route table: keep it free of the page's imports.
 */
export const ADMIN_TABS = tabInUrl('tab', ['flags', 'users', 'analytics', 'audit', 'system']);
