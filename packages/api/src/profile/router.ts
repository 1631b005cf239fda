import { profileUpdateInput } from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { toOwnProfile } from '../users/shapes';
import { publicProfile, updateProfile } from './service';

export const profileRouter = router({
  me: memberProcedure.meta(READ).query(({ ctx }) => toOwnProfile(ctx.viewer.user)),
  update: memberProcedure
    .meta(WRITE)
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.viewer.user.id, input)),
  byId: publicProcedure
    .meta(READ)
    .input(z.object({ userId: z.number().int() }))
    .query(({ ctx, input }) => publicProfile(ctx.deps, input.userId)),
});
