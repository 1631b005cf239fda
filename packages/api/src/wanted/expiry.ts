import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { write } from '../core/write';

/** Wanted searches still matched whose post has expired. */
const PAUSE_EXPIRED = `UPDATE saved_searches SET alerts = 0 WHERE kind = 'wanted' AND alerts = 1
  AND id IN (SELECT saved_search_id FROM wanted_posts WHERE expires_at <= ?)`;

/**
 * A clock job: an expired wanted post's search stops being matched (the board already leaves
 * the post out by the clock alone); Renew turns it back on. Returns how many it paused.
 */
export function sweepWantedExpiry(deps: Deps): number {
  return write(deps, () => prepared(deps.db, PAUSE_EXPIRED).run(deps.now()).changes);
}
