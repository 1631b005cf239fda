import { ownProfileOutput, profileUpdateInput, publicUserOutput } from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { toOwnProfile } from '../users/shapes';
import { publicProfile, updateProfile } from './service';

export const profileRouter = router({
  me: memberProcedure
    .meta(READ)
    .output(checkedOutput(ownProfileOutput))
    .query(({ ctx }) => toOwnProfile(ctx.viewer.user)),
  update: memberProcedure
    .meta(WRITE)
    .input(profileUpdateInput)
    .output(checkedOutput(ownProfileOutput))
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.viewer.user.id, input)),
  byId: publicProcedure
    .meta(READ)
    .input(z.object({ userId: z.number().int() }))
    .output(checkedOutput(publicUserOutput))
    .query(({ ctx, input }) => publicProfile(ctx.deps, input.userId)),
});
