import {
  listingWantersOutput,
  updateWantedInput,
  wantedBoardInput,
  wantedBoardOutput,
  wantedIdInput,
  wantedInput,
  wantedPostOutput,
  wantedRemovedOutput,
  wantersCountOutput,
  wantersDraftInput,
} from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { draftWanters, listingWanters } from './matches';
import { createWanted, myWanted, removeWanted, renewWanted, updateWanted, wantedBoard } from './service';

/** A path id that is not one (0 from REST, api §0.3) is a listing that is not there: 404. */
const listingIdInput = z.object({ listing_id: z.number().int() });

/** The wanted board (api §27): public to read; posts are their members' own to change. */
export const wantedRouter = router({
  /** GET /api/wanted. */
  board: publicProcedure
    .meta(READ)
    .input(wantedBoardInput)
    .output(checkedOutput(wantedBoardOutput))
    .query(({ ctx, input }) => wantedBoard(ctx.deps, input)),
  /** GET /api/wanted/mine. */
  mine: memberProcedure
    .meta(READ)
    .output(checkedOutput(wantedBoardOutput))
    .query(({ ctx }) => myWanted(ctx.deps, ctx.viewer.user.id)),
  /** POST /api/wanted. */
  create: memberProcedure
    .meta(WRITE)
    .input(wantedInput)
    .output(checkedOutput(wantedPostOutput))
    .mutation(({ ctx, input }) => ({ wanted: createWanted(ctx.deps, ctx.viewer.user.id, input) })),
  /** PUT /api/wanted/{id}. */
  update: memberProcedure
    .meta(WRITE)
    .input(updateWantedInput)
    .output(checkedOutput(wantedPostOutput))
    .mutation(({ ctx, input: { wanted_id, ...values } }) => ({ wanted: updateWanted(ctx.deps, ctx.viewer.user.id, wanted_id, values) })),
  /** POST /api/wanted/{id}/renew. */
  renew: memberProcedure
    .meta(WRITE)
    .input(wantedIdInput)
    .output(checkedOutput(wantedPostOutput))
    .mutation(({ ctx, input }) => ({ wanted: renewWanted(ctx.deps, ctx.viewer.user.id, input.wanted_id) })),
  /** DELETE /api/wanted/{id}. */
  remove: memberProcedure
    .meta(WRITE)
    .input(wantedIdInput)
    .output(checkedOutput(wantedRemovedOutput))
    .mutation(({ ctx, input }) => removeWanted(ctx.deps, ctx.viewer.user.id, input.wanted_id)),
  /** GET /api/listings/{id}/wanted: the seller's own listing only. */
  forListing: memberProcedure
    .meta(READ)
    .input(listingIdInput)
    .output(checkedOutput(listingWantersOutput))
    .query(({ ctx, input }) => listingWanters(ctx.deps, ctx.viewer.user.id, input.listing_id)),
  /** The listing form's live "members want this" (the app's own). */
  draftCount: memberProcedure
    .meta(READ)
    .input(wantersDraftInput)
    .output(checkedOutput(wantersCountOutput))
    .query(({ ctx, input }) => draftWanters(ctx.deps, ctx.viewer.user, input)),
});
