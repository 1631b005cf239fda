import { offers } from '@mpx/db';
import { OFFER_STEP_TEXTS } from '@mpx/shared';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Deps } from '../context';
import { write } from '../core/write';
import { notify } from '../notifications/notify';
import { itemName, listingRow, userRow } from './effects';

/** Offers expired per sweep at most: a backlog clears over a few runs without one long write. */
const BATCH = 500;

/**
 * Open offers past their time become `expired`, and whoever made each is told (from the party
 * who did not answer). Run by the server's clock; the answers refuse an offer past its time
 * even before this has run.
 */
export function expireOffers(deps: Deps): number {
  return write(deps, (tx) => {
    const due = deps.db
      .select()
      .from(offers)
      .where(and(eq(offers.status, 'open'), lte(offers.expiresAt, deps.now())))
      .limit(BATCH)
      .all();
    if (due.length === 0) return 0;
    const now = deps.now();
    deps.db
      .update(offers)
      .set({ status: 'expired', answeredAt: now })
      .where(
        inArray(
          offers.id,
          due.map((o) => o.id),
        ),
      )
      .run();
    for (const offer of due) {
      const listing = listingRow(deps, offer.listingId);
      if (!listing) continue;
      const receiver = userRow(deps, offer.fromUserId === offer.buyerId ? offer.sellerId : offer.buyerId);
      notify(deps, tx, { userId: offer.fromUserId, kind: 'offer', message: OFFER_STEP_TEXTS.expired(itemName(listing)), from: receiver });
    }
    return due.length;
  });
}
