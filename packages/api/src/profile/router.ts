import { profileUpdateInput } from '@mpx/shared';
import { z } from 'zod';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { toOwnProfile } from '../users/shapes';
import { publicProfile, updateProfile } from './service';

export const profileRouter = router({
  me: memberProcedure.query(({ ctx }) => toOwnProfile(ctx.viewer.user)),
  update: memberProcedure.input(profileUpdateInput).mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.viewer.user.id, input)),
  byId: publicProcedure.input(z.object({ userId: z.number().int() })).query(({ ctx, input }) => publicProfile(ctx.deps, input.userId)),
});
