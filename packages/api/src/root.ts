import { authRouter } from './auth/router';
import { listingsRouter } from './listings/router';
import { profileRouter } from './profile/router';
import { configRouter } from './site/router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  listings: listingsRouter,
  config: configRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
