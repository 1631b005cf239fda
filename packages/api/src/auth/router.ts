import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput, verifyEmailInput } from '@mpx/shared';
import { AUTH, READ, WRITE } from '../policy/meta';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { toMe } from '../users/shapes';
import * as auth from './service';

export const authRouter = router({
  register: publicProcedure
    .meta(AUTH)
    .input(registerInput)
    .mutation(({ ctx, input }) => auth.register(ctx.deps, input)),
  login: publicProcedure
    .meta(AUTH)
    .input(loginInput)
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  logout: publicProcedure.meta(WRITE).mutation(({ ctx }) => auth.logout(ctx)),
  me: memberProcedure.meta(READ).query(({ ctx }) => toMe(ctx.viewer.user)),
  /** The web app's session probe: the current user, or null for a guest (never a 401). */
  viewer: publicProcedure.meta(READ).query(({ ctx }) => (ctx.req.viewer ? toMe(ctx.req.viewer.user) : null)),
  verifyEmail: publicProcedure
    .meta(AUTH)
    .input(verifyEmailInput)
    .mutation(({ ctx, input }) => auth.verifyEmail(ctx.deps, input.token)),
  forgotPassword: publicProcedure
    .meta(AUTH)
    .input(forgotPasswordInput)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx.deps, input.email)),
  resetPassword: publicProcedure
    .meta(AUTH)
    .input(resetPasswordInput)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx.deps, input)),
});
