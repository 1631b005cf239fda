import { ratings, users } from '@mpx/db';
import { count, eq, sum } from 'drizzle-orm';
import type { Deps } from '../context';

export interface RatingSummary {
  averageRating: number;
  ratingCount: number;
}

/**
 * Recomputes a user's `average_rating` (the unrounded mean of the stars received, 0 with none)
 * and `rating_count` from the ratings rows themselves (api §0.4), never by incrementing. Call it
 * inside the write that added or removed the ratings: a new rating (ratings/service.ts), an admin
 * deleting a user whose ratings of others go with them (api §8.6). Updating these columns bumps the
 * catalog version (ADR 002), so cached listing pages and cards embedding the seller are dropped
 * in the same transaction.
 */
export function recomputeRatingSummary(deps: Deps, userId: number): RatingSummary {
  const row = deps.db
    .select({ total: sum(ratings.stars).mapWith(Number), n: count() })
    .from(ratings)
    .where(eq(ratings.toUserId, userId))
    .get();
  const ratingCount = row?.n ?? 0;
  const averageRating = ratingCount === 0 ? 0 : (row?.total ?? 0) / ratingCount;
  deps.db.update(users).set({ averageRating, ratingCount }).where(eq(users.id, userId)).run();
  return { averageRating, ratingCount };
}
