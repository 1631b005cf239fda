import type { RatingRow } from '@mpx/db';
import type { Rating } from '@mpx/shared';
import { iso } from '../time';
import { toUserMini, type MiniSource } from '../users/shapes';

/** api §12 Rating, as @mpx/shared's `ratingOutput` checks it. */
export function toRating(row: Pick<RatingRow, 'id' | 'stars' | 'comment' | 'createdAt' | 'toUserId' | 'listingId' | 'dealId'>, from: MiniSource): Rating {
  return {
    rating_id: row.id,
    stars: row.stars,
    comment: row.comment,
    timestamp: iso(row.createdAt),
    from_user: toUserMini(from),
    to_user_id: row.toUserId,
    transaction_id: row.listingId,
    deal_id: row.dealId,
  };
}
