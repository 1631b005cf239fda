import { catalogVersion, dataVersion, type Deps } from '@mpx/api';
import { DRAWN_TIME_ZONE } from '@mpx/shared';

const sydneyDay = new Intl.DateTimeFormat('en-CA', { timeZone: DRAWN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export interface PageFor {
  /** The page's path and query string. */
  url: string;
  /** The postcode a guest remembered as "Near" (its cookie), when a browse can measure from it. */
  rememberedNear: string | undefined;
  /** The signed-in member, or null for a guest. */
  userId: number | null;
  now: number;
}

/**
 * Everything a drawn page depends on, read without computing any of its answers (ADR 022): its
 * URL, the remembered postcode and the calendar day it is drawn on (it says "today" as in
 * Sydney), and the version of the data it shows.
 * - A guest sees listings, their sellers' public fields and the site's settings (fixed while the
 *   server runs): the catalog's version, which every write to those moves (ADR 002), is enough,
 *   and every guest shares the page.
 * - A member also sees their own messages, notifications, profile and watchlist: the database's
 *   version, which any commit moves, keeps their pages theirs and never stale.
 */
export function pageKey(deps: Deps, page: PageFor): string {
  const shared = [sydneyDay.format(page.now), page.url, page.rememberedNear ?? ''];
  const version = page.userId === null ? ['guest', catalogVersion(deps.db)] : [`member ${page.userId}`, dataVersion(deps.db)];
  return [...version, ...shared].join('\u0000');
}
