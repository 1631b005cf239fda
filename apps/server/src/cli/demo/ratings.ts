import type { Random } from '@mpx/shared';
import type { ListingRef } from './cast';
import { ratingComment, STARS } from './lines';
import type { Stage } from './stage';
import type { Timeline } from './timeline';

export type Stars = (typeof STARS)[number][0];

/**
 * A member rates the owner of a listing they dealt over (api §3.2: a rating is about the ratee's own
 * listing), through the app: the ratee's average and count and their `rating` notification follow.
 */
export function rate(t: Timeline, stage: Stage, random: Random, rating: { from: number; listing: ListingRef; at: number; stars?: Stars }): void {
  const stars = rating.stars ?? random.weighted(STARS);
  const comment = ratingComment(random, stars);
  const { listing } = rating;
  t.add(rating.at, () => stage.as(rating.from).ratings.create({ to_user_id: listing.userId, transaction_id: listing.id, stars, comment }));
}
