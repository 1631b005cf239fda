import { tabInUrl } from '../../../lib/tabInUrl';

/**
 * The tabs of /deals, in order; the open one is in the URL (`?tab=completed`), "Offers I made"
 * by default. Loaded with the route table: keep it free of the page's imports.
 */
export const DEALS_TABS = tabInUrl('tab', ['made', 'received', 'completed']);
