import { tabInUrl } from '../../lib/tabInUrl';

/**
 * The tabs of /loans, in order; the open one is in the URL (`?tab=lending`), Incoming Requests by
 * default. Loaded with the route table: keep it free of the page's imports.
 */
export const LOAN_TABS = tabInUrl('tab', ['incoming', 'outgoing', 'borrowing', 'lending', 'history']);
