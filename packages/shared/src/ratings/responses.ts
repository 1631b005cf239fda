import { z } from 'zod';
import { apiNote, apiShape, idValue, timestampValue } from '../responses';
import { userMiniOutput } from '../users/responses';
import { MAX_STARS, MIN_STARS } from './constants';

/** The rating shapes of api §12 and the answers of api §3. */

export const ratingOutput = apiShape(
  'Rating',
  z.strictObject({
    rating_id: idValue,
    stars: apiNote(z.int().min(MIN_STARS).max(MAX_STARS), `An integer ${MIN_STARS}..${MAX_STARS}.`),
    comment: z.string(),
    timestamp: timestampValue,
    from_user: apiNote(userMiniOutput, 'The rater.'),
    to_user_id: apiNote(idValue, 'The ratee.'),
    transaction_id: apiNote(idValue, 'The listing id the rating is about.'),
    deal_id: apiNote(idValue.nullable(), 'The completed deal between the two the rating follows (shown "after a deal"); null otherwise.'),
  }),
);
export type Rating = z.output<typeof ratingOutput>;

/** GET /api/ratings/user/{userId} (api §3.1). */
export const userRatingsOutput = apiShape(
  'UserRatingsResponse',
  z.array(ratingOutput),
  'Every rating the user has received, newest first (timestamp, then rating_id, descending); [] for an unknown user.',
);

/* The app's own (outside the REST contract, so not in the document). */
export const ratingViewerStateOutput = z.strictObject({ rated: z.boolean() });
export type RatingViewerState = z.output<typeof ratingViewerStateOutput>;
