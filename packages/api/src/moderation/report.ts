import { flagInput, flagOutput, flagViewerStateInput, flagViewerStateOutput } from '@mpx/shared';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure } from '../trpc';
import { flagListing } from './flag-service';
import { hasFlagged } from './flags';

/** API §7.1: a member flags a listing. Spread into the moderation router. */
export const reportProcedures = {
  flag: memberProcedure
    .meta(WRITE)
    .input(flagInput)
    .output(checkedOutput(flagOutput))
    .mutation(({ ctx, input }) => flagListing(ctx.deps, ctx.viewer.user, input)),
  /** The app's own: the listing page shows "already flagged" instead of the Flag Listing form. */
  viewerFlagged: memberProcedure
    .meta(READ)
    .input(flagViewerStateInput)
    .output(checkedOutput(flagViewerStateOutput))
    .query(({ ctx, input }) => ({ flagged: hasFlagged(ctx.deps, ctx.viewer.user.id, input.listing_id) })),
};
