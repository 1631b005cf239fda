import { LOAN_ACTIONS, loanDashboardOutput, loanItemOutput, loanRequestInput } from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, router } from '../trpc';
import { loanDashboard } from './read';
import { actOnLoan, checkLoanRequest, requestLoan } from './service';

export const loansRouter = router({
  request: memberProcedure
    .meta(WRITE)
    // The date rules need the server's today, which `.input()` cannot see: the whole body is
    // checked first, so one answer names every failed field, the dates included (api §0.3, §5.1).
    .use(async ({ ctx, getRawInput, next }) => {
      checkLoanRequest(ctx.deps, await getRawInput());
      return next();
    })
    .input(loanRequestInput)
    .output(checkedOutput(loanItemOutput))
    .mutation(({ ctx, input }) => requestLoan(ctx.deps, ctx.viewer.user, input)),
  dashboard: memberProcedure
    .meta(READ)
    .output(checkedOutput(loanDashboardOutput))
    .query(({ ctx }) => loanDashboard(ctx.deps, ctx.viewer.user.id)),
  act: memberProcedure
    .meta(WRITE)
    .input(z.object({ loan_id: z.number().int(), action: z.enum(LOAN_ACTIONS) }))
    .output(checkedOutput(loanItemOutput))
    .mutation(({ ctx, input }) => actOnLoan(ctx.deps, ctx.viewer.user, input.loan_id, input.action)),
});
