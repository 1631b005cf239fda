import { listings, ratings, type UserRow } from '@mpx/db';
import { displayName, RATING_TEXTS, ratingNotificationText, type Rating, type RatingFields } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { write } from '../core/write';
import { badRequest, conflict } from '../errors';
import { notify } from '../notifications/notify';
import { dealBetween } from './deal';
import { toRating } from './shapes';
import { recomputeRatingSummary } from './summary';

/**
 * POST /api/ratings (api §3.2), checks in the contract's order after validation. In one write: the
 * rating, the ratee's recomputed average and count, and the `rating` notification (published
 * after commit).
 */
export function createRating(deps: Deps, rater: UserRow, input: RatingFields): Rating {
  if (input.to_user_id === rater.id) throw badRequest(RATING_TEXTS.yourself);
  return write(deps, (tx) => {
    // Any status but deleted qualifies; a missing listing, or one the ratee does not own, is the
    // same refusal, unless it was part of a completed deal between the two: then either rates the
    // other for it, and the rating follows the deal (issue 30).
    const listing = deps.db.select({ userId: listings.userId, status: listings.status }).from(listings).where(eq(listings.id, input.transaction_id)).get();
    const dealId = listing ? dealBetween(deps, input.transaction_id, rater.id, input.to_user_id) : null;
    if (!listing || listing.status === 'deleted' || (listing.userId !== input.to_user_id && dealId === null)) throw badRequest(RATING_TEXTS.notTheirListing);

    // The unique index on (from_user_id, listing_id) decides: a second rating inserts nothing.
    const row = deps.db
      .insert(ratings)
      .values({
        fromUserId: rater.id,
        toUserId: input.to_user_id,
        listingId: input.transaction_id,
        dealId,
        stars: input.stars,
        comment: input.comment,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: [ratings.fromUserId, ratings.listingId] })
      .returning()
      .get();
    if (!row) throw conflict(RATING_TEXTS.duplicate);

    recomputeRatingSummary(deps, input.to_user_id);
    notify(deps, tx, { userId: input.to_user_id, kind: 'rating', message: ratingNotificationText(displayName(rater), input.stars), from: rater });
    return toRating(row, rater);
  });
}
