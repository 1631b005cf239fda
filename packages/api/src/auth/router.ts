import {
  forgotPasswordInput,
  forgotPasswordOutput,
  loginInput,
  loginOutput,
  logoutOutput,
  meOutput,
  registerInput,
  registerOutput,
  resetPasswordInput,
  resetPasswordOutput,
  verifyEmailInput,
  verifyEmailOutput,
} from '@mpx/shared';
import { AUTH, READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { toMe } from '../users/shapes';
import * as auth from './service';

export const authRouter = router({
  register: publicProcedure
    .meta(AUTH)
    .input(registerInput)
    .output(checkedOutput(registerOutput))
    .mutation(({ ctx, input }) => auth.register(ctx.deps, input)),
  login: publicProcedure
    .meta(AUTH)
    .input(loginInput)
    .output(checkedOutput(loginOutput))
    .mutation(({ ctx, input }) => auth.login(ctx, input)),
  logout: publicProcedure
    .meta(WRITE)
    .output(checkedOutput(logoutOutput))
    .mutation(({ ctx }) => auth.logout(ctx)),
  me: memberProcedure
    .meta(READ)
    .output(checkedOutput(meOutput))
    .query(({ ctx }) => toMe(ctx.viewer.user)),
  /** The web app's session probe: the current user, or null for a guest (never a 401). */
  viewer: publicProcedure
    .meta(READ)
    .output(checkedOutput(meOutput.nullable()))
    .query(({ ctx }) => (ctx.req.viewer ? toMe(ctx.req.viewer.user) : null)),
  verifyEmail: publicProcedure
    .meta(AUTH)
    .input(verifyEmailInput)
    .output(checkedOutput(verifyEmailOutput))
    .mutation(({ ctx, input }) => auth.verifyEmail(ctx.deps, input.token)),
  forgotPassword: publicProcedure
    .meta(AUTH)
    .input(forgotPasswordInput)
    .output(checkedOutput(forgotPasswordOutput))
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx.deps, input.email)),
  resetPassword: publicProcedure
    .meta(AUTH)
    .input(resetPasswordInput)
    .output(checkedOutput(resetPasswordOutput))
    .mutation(({ ctx, input }) => auth.resetPassword(ctx.deps, input)),
});
