import type { Deps } from '@mpx/api';
import type { Cast } from './cast';
import { DESCRIPTION_PARTS } from './catalogue';
import type { Stage } from './stage';
import type { Timeline } from './timeline';

/**
 * Makes sure the demo account offers enough active listings for loan, one per loan story it
 * lends in (a listing has one open loan at most): its oldest others become open to loan, their
 * description saying so, as if listed that way.
 */
export function offerDemoListingsForLoan(deps: Deps, demoId: number, wanted: number): void {
  const client = deps.db.$client;
  const offered = client.prepare<[number], number>("SELECT count(*) FROM listings WHERE user_id = ? AND status = 'active' AND open_to_loan = 1").pluck();
  const missing = wanted - (offered.get(demoId) ?? 0);
  if (missing <= 0) return;
  client
    .prepare(
      `UPDATE listings SET open_to_loan = 1, description = description || ' ' || ?
       WHERE id IN (SELECT id FROM listings WHERE user_id = ? AND status = 'active' AND open_to_loan = 0 ORDER BY created_at LIMIT ?)`,
    )
    .run(DESCRIPTION_PARTS.loan.join(' '), demoId, missing);
}

/** The demo account pauses a listing, so its My Listings page has something under Paused. */
export function planDemoPause(t: Timeline, stage: Stage, cast: Cast): void {
  const at = t.ago(9);
  const listing = cast.take((l) => l.status === 'active' && l.createdAt < at, cast.ownedBy(cast.demo));
  if (listing) t.add(at, () => stage.as(cast.demo).listings.togglePause({ listing_id: listing.id }));
}
