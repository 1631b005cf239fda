import { adminRouter } from './admin/router';
import { authRouter } from './auth/router';
import { listingsRouter } from './browse/router';
import { dealsRouter, offersRouter } from './deals/router';
import { fitRouter } from './fit/router';
import { loansRouter } from './loans/router';
import { messagesRouter } from './messages/router';
import { moderationRouter } from './moderation/router';
import { eventsRouter } from './notifications/events-router';
import { notificationsRouter } from './notifications/router';
import { placesRouter } from './places/router';
import { pricesRouter } from './prices/router';
import { profileRouter } from './profile/router';
import { ratingsRouter } from './ratings/router';
import { searchesRouter } from './searches/router';
import { setupRouter } from './setup/router';
import { configRouter } from './site/router';
import { createCallerFactory, router } from './trpc';
import { wantedRouter } from './wanted/router';
import { watchlistRouter } from './watchlist/router';

export const appRouter = router({
  auth: authRouter,
  profile: profileRouter,
  listings: listingsRouter,
  messages: messagesRouter,
  loans: loansRouter,
  offers: offersRouter,
  deals: dealsRouter,
  ratings: ratingsRouter,
  moderation: moderationRouter,
  admin: adminRouter,
  notifications: notificationsRouter,
  searches: searchesRouter,
  watchlist: watchlistRouter,
  setup: setupRouter,
  fit: fitRouter,
  wanted: wantedRouter,
  prices: pricesRouter,
  events: eventsRouter,
  config: configRouter,
  places: placesRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof createCaller>;
