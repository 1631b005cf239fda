import { z } from 'zod';
import { idField, requiredText } from '../fields';
import { MAX_RATING_COMMENT, MAX_STARS, MIN_STARS, RATING_TEXTS } from './constants';

/** A JSON integer 1..5: `"5"`, `4.5`, `0`, `6`, null and absence all fail with the one message (api §3.2). */
export const starsField = z.number({ error: RATING_TEXTS.stars }).int(RATING_TEXTS.stars).min(MIN_STARS, RATING_TEXTS.stars).max(MAX_STARS, RATING_TEXTS.stars);

/** POST /api/ratings (api §3.2), fields in the contract's table order. */
export const ratingInput = z.object({
  to_user_id: idField(RATING_TEXTS.userRequired),
  transaction_id: idField(RATING_TEXTS.listingRequired),
  stars: starsField,
  comment: requiredText(RATING_TEXTS.commentRequired, [MAX_RATING_COMMENT, RATING_TEXTS.commentTooLong]),
});
export type RatingInput = z.input<typeof ratingInput>;
export type RatingFields = z.output<typeof ratingInput>;

/** GET /api/ratings/user/{userId} (api §3.1); the path's user id arrives as `user_id`. */
export const userRatingsInput = z.object({ user_id: z.number().int() });

/** The app's own: whether the caller already rated the seller of this listing. */
export const ratingViewerStateInput = z.object({ listing_id: z.number().int() });
