import { flagDeletedOutput, flagListOutput, flagOutput, flagStatusInput, moderationDashboardOutput } from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { pathIdInput } from '../rest/ids';
import { checkedOutput } from '../rest/output';
import { adminProcedure } from '../trpc';
import { deleteFlag, listFlags, moderationDashboard, setFlagStatus } from './review-service';

/** API §7.2 to api §7.5: admins review flags. Spread into the moderation router. */
export const reviewProcedures = {
  /** GET /api/moderation/dashboard (api §7.2). */
  dashboard: adminProcedure
    .meta(READ)
    .output(checkedOutput(moderationDashboardOutput))
    .query(({ ctx }) => moderationDashboard(ctx.deps)),

  /** GET /api/moderation/flags (api §7.3). */
  flags: adminProcedure
    .meta(READ)
    .output(checkedOutput(flagListOutput))
    .query(({ ctx }) => listFlags(ctx.deps)),

  /** PATCH /api/moderation/flags/{flagId} (api §7.4): 400 `Invalid status.` before 404. */
  setFlagStatus: adminProcedure
    .meta(WRITE)
    .input(flagStatusInput.extend({ flag_id: pathIdInput }))
    .output(checkedOutput(flagOutput))
    .mutation(({ ctx, input }) => setFlagStatus(ctx.deps, ctx.viewer.user, input.flag_id, input.status)),

  /** DELETE /api/moderation/flags/{flagId} (api §7.5). */
  deleteFlag: adminProcedure
    .meta(WRITE)
    .input(z.object({ flag_id: pathIdInput }))
    .output(checkedOutput(flagDeletedOutput))
    .mutation(({ ctx, input }) => deleteFlag(ctx.deps, ctx.viewer.user, input.flag_id)),
};
