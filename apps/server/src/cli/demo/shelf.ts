import { sweepListingExpiry, type Deps } from '@mpx/api';
import { listings } from '@mpx/db';
import { eq } from 'drizzle-orm';
import type { Cast } from './cast';
import { DESCRIPTION_PARTS } from './catalogue';
import type { Stage } from './stage';
import { DAY, MINUTE, type Timeline } from './timeline';

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

/** The story replays the expiry sweep daily from before the demo's lapsed listing was put up, at most this far back. */
const SWEPT_DAYS = 400;

/**
 * Listings stay fresh (api §25): the demo account let one listing expire and was just warned
 * about another, so My Listings shows an expired listing with Renew and an active one about to
 * expire. Each is last put up at the moment that makes it so, and the server's own sweep finds
 * them, replayed once a day as the server's clock would have run it: it also expires (quietly,
 * as history) the other members' listings that went unrenewed during the story, so the first
 * sweep of the seeded server has nothing to email.
 */
export function planDemoExpiry(t: Timeline, stage: Stage, cast: Cast): void {
  const days = stage.deps.config.listingExpiryDays;
  if (days === 0) return;
  const own = cast.ownedBy(cast.demo);
  // Put up days + 10 days ago: warned 13 days ago, expired 10 days ago (both notices read since).
  const lapsedAt = t.ago(days + 10);
  const lapsed = cast.take((l) => l.status === 'active' && l.createdAt < lapsedAt, own);
  if (lapsed) t.addRow(lapsedAt, () => putUp(stage, lapsed.id, lapsedAt));
  // Put up days - 2.5 days ago: warned in the last day, expires in 2.5 days (half a period for a period that short).
  const dueAt = t.ago(Math.max(days - 2.5, days / 2));
  const due = cast.take((l) => l.status === 'active' && l.createdAt < dueAt, own);
  if (due) t.addRow(dueAt, () => putUp(stage, due.id, dueAt));
  for (let at = t.now - MINUTE; at > t.ago(Math.min(days + 11, SWEPT_DAYS)); at -= DAY) t.add(at, () => sweepListingExpiry(stage.deps));
}

function putUp(stage: Stage, listingId: number, at: number): void {
  stage.deps.db.update(listings).set({ renewedAt: at, expiryWarnedAt: null }).where(eq(listings.id, listingId)).run();
}
