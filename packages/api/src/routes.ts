import { adminRest } from './admin/rest';
import { authRest } from './auth/rest';
import { browseRest } from './browse/rest';
import { dealsRest } from './deals/rest';
import { fitRest } from './fit/rest';
import { listingsRest } from './listings/rest';
import { loansRest } from './loans/rest';
import { messagesRest } from './messages/rest';
import { moderationRest } from './moderation/rest';
import { placesRest } from './places/rest';
import { pricesRest } from './prices/rest';
import { profileRest } from './profile/rest';
import { ratingsRest } from './ratings/rest';
import type { RestRoute } from './rest/route';
import type { AppCaller } from './root';
import { setupRest } from './setup/rest';
import { wantedRest } from './wanted/rest';
import { watchlistRest } from './watchlist/rest';

/** Every documented `/api` path (api-contract.md), each mapped onto one procedure. */
export const restRoutes: RestRoute<AppCaller>[] = [
  ...authRest,
  ...profileRest,
  ...browseRest,
  ...listingsRest,
  ...loansRest,
  ...dealsRest,
  ...messagesRest,
  ...ratingsRest,
  ...moderationRest,
  ...adminRest,
  ...watchlistRest,
  ...setupRest,
  ...fitRest,
  ...wantedRest,
  ...pricesRest,
  ...placesRest,
];
