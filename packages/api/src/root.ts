import { authRouter } from './auth/router';
import { authRest } from './auth/rest';
import { listingsRouter } from './listings/router';
import { listingsRest } from './listings/rest';
import { profileRouter } from './profile/router';
import { profileRest } from './profile/rest';
import type { RestRoute } from './rest/route';
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

/** Every documented `/api` path (api-contract.md), each mapped onto one procedure. */
export const restRoutes: RestRoute[] = [...authRest, ...profileRest, ...listingsRest];
