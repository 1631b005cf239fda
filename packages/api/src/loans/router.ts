import { LOAN_ACTIONS, loanRequestInput } from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { memberProcedure, router } from '../trpc';
import { loanDashboard } from './read';
import { actOnLoan, requestLoan } from './service';

export const loansRouter = router({
  request: memberProcedure
    .meta(WRITE)
    .input(loanRequestInput)
    .mutation(({ ctx, input }) => requestLoan(ctx.deps, ctx.viewer.user, input)),
  dashboard: memberProcedure.meta(READ).query(({ ctx }) => loanDashboard(ctx.deps, ctx.viewer.user.id)),
  act: memberProcedure
    .meta(WRITE)
    .input(z.object({ loan_id: z.number().int(), action: z.enum(LOAN_ACTIONS) }))
    .mutation(({ ctx, input }) => actOnLoan(ctx.deps, ctx.viewer.user, input.loan_id, input.action)),
});
