import { nearParam, watchedIdsOutput, watchedListingOutput, watcherCountOutput, watchInput, watchlistOutput, watchRemovedOutput } from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, router } from '../trpc';
import { listWatchlist, unwatchListing, watchedIds, watcherCount, watchListing } from './service';

/** A path id that is not one (0 from REST, api §0.3) is a listing the caller does not watch: 404. */
const watchedId = z.object({ listing_id: z.number().int() });
/** The Watching page measures its cards from the viewer's postcode, as browse does (api §20.1). */
const measuredFrom = z.object({ near: nearParam }).optional();

/** A member's watchlist (api §21): their own, and only theirs; the seller sees a count. */
export const watchlistRouter = router({
  /** GET /api/watchlist. */
  list: memberProcedure
    .meta(READ)
    .input(measuredFrom)
    .output(checkedOutput(watchlistOutput))
    .query(({ ctx, input }) => listWatchlist(ctx.deps, ctx.viewer.user.id, input?.near ?? null)),
  /** POST /api/watchlist. */
  add: memberProcedure
    .meta(WRITE)
    .input(watchInput)
    .output(checkedOutput(watchedListingOutput))
    .mutation(({ ctx, input }) => watchListing(ctx.deps, ctx.viewer.user.id, input.listing_id)),
  /** DELETE /api/watchlist/{listing_id}. */
  remove: memberProcedure
    .meta(WRITE)
    .input(watchedId)
    .output(checkedOutput(watchRemovedOutput))
    .mutation(({ ctx, input }) => unwatchListing(ctx.deps, ctx.viewer.user.id, input.listing_id)),
  ids: memberProcedure
    .meta(READ)
    .output(checkedOutput(watchedIdsOutput))
    .query(({ ctx }) => watchedIds(ctx.deps, ctx.viewer.user.id)),
  watchers: memberProcedure
    .meta(READ)
    .input(watchInput)
    .output(checkedOutput(watcherCountOutput))
    .query(({ ctx, input }) => watcherCount(ctx.deps, ctx.viewer.user.id, input.listing_id)),
});
