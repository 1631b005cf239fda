import { tabInUrl } from '../../../lib/tabInUrl';

/**
 * The tabs of /my-listings, in order; the open one is in the URL (`?tab=sold`), Active by
 * default. Loaded with the route table: keep it free of the page's imports.
 */
export const MY_LISTINGS_TABS = tabInUrl('tab', ['active', 'paused', 'expired', 'sold']);
