import { ratingInput, ratingOutput, ratingViewerStateInput, ratingViewerStateOutput, userRatingsInput, userRatingsOutput } from '@mpx/shared';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { hasRated, ratingsForUser } from './read';
import { createRating } from './service';

/** API §3: ratings of members by members. */
export const ratingsRouter = router({
  forUser: publicProcedure
    .meta(READ)
    .input(userRatingsInput)
    .output(checkedOutput(userRatingsOutput))
    .query(({ ctx, input }) => ratingsForUser(ctx.deps, input.user_id)),
  create: memberProcedure
    .meta(WRITE)
    .input(ratingInput)
    .output(checkedOutput(ratingOutput))
    .mutation(({ ctx, input }) => createRating(ctx.deps, ctx.viewer.user, input)),
  /** The app's own: the listing page shows "already rated" instead of the Rate User form. */
  viewerState: memberProcedure
    .meta(READ)
    .input(ratingViewerStateInput)
    .output(checkedOutput(ratingViewerStateOutput))
    .query(({ ctx, input }) => ({ rated: hasRated(ctx.deps, ctx.viewer.user.id, input.listing_id) })),
});
