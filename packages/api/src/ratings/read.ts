import { ratings, users } from '@mpx/db';
import { present, RATING_TEXTS, type Rating } from '@mpx/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { notFound } from '../errors';
import { toRating } from './shapes';

function selectWithRater(deps: Deps) {
  return deps.db
    .select({ rating: ratings, from: { id: users.id, name: users.name, nickname: users.nickname } })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.fromUserId));
}

/**
 * GET /api/ratings/user/{userId} (api §3.1): every rating the user received, newest first, from the
 * (to_user_id, created_at, id) index. An id that is not a positive integer is the 404 of api §0.3;
 * an unknown user simply has none.
 */
export function ratingsForUser(deps: Deps, userId: number): Rating[] {
  if (userId < 1) throw notFound(RATING_TEXTS.userNotFound);
  return selectWithRater(deps)
    .where(eq(ratings.toUserId, userId))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .all()
    .map(({ rating, from }) => toRating(rating, from));
}

export function readRating(deps: Deps, ratingId: number): Rating {
  const found = present(selectWithRater(deps).where(eq(ratings.id, ratingId)).get(), `rating ${ratingId}`);
  return toRating(found.rating, found.from);
}

/** Whether `raterId` already rated the owner of this listing (one rating per rater per listing). */
export function hasRated(deps: Deps, raterId: number, listingId: number): boolean {
  const row = deps.db
    .select({ id: ratings.id })
    .from(ratings)
    .where(and(eq(ratings.fromUserId, raterId), eq(ratings.listingId, listingId)))
    .get();
  return row !== undefined;
}
