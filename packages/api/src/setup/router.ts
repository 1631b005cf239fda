import { setupInput, setupOutput } from '@mpx/shared';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, router } from '../trpc';
import { getSetup, saveSetup } from './service';

/** A member's setup (api §23): their own, and only theirs; others see it on the public profile when shown. */
export const setupRouter = router({
  /** GET /api/setup. */
  get: memberProcedure
    .meta(READ)
    .output(checkedOutput(setupOutput))
    .query(({ ctx }) => getSetup(ctx.deps, ctx.viewer.user.id)),
  /** PUT /api/setup. */
  save: memberProcedure
    .meta(WRITE)
    .input(setupInput)
    .output(checkedOutput(setupOutput))
    .mutation(({ ctx, input }) => saveSetup(ctx.deps, ctx.viewer.user.id, input)),
});
