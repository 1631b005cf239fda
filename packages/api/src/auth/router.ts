import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput, verifyEmailInput } from '@mpx/shared';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { toMe } from '../users/shapes';
import * as auth from './service';

export const authRouter = router({
  register: publicProcedure.input(registerInput).mutation(({ ctx, input }) => auth.register(ctx.deps, input)),
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => auth.login(ctx, input)),
  logout: publicProcedure.mutation(({ ctx }) => auth.logout(ctx)),
  me: memberProcedure.query(({ ctx }) => toMe(ctx.viewer.user)),
  /** The web app's session probe: the current user, or null for a guest (never a 401). */
  viewer: publicProcedure.query(({ ctx }) => (ctx.req.viewer ? toMe(ctx.req.viewer.user) : null)),
  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(({ ctx, input }) => auth.verifyEmail(ctx.deps, input.token)),
  forgotPassword: publicProcedure.input(forgotPasswordInput).mutation(({ ctx, input }) => auth.forgotPassword(ctx.deps, input.email)),
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(({ ctx, input }) => auth.resetPassword(ctx.deps, input)),
});
