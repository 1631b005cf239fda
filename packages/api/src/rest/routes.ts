import { authRest } from '../auth/rest';
import { listingsRest } from '../listings/rest';
import { loansRest } from '../loans/rest';
import { messagesRest } from '../messages/rest';
import { profileRest } from '../profile/rest';
import type { RestRoute } from './route';

/** Every documented `/api` path (api-contract.md), each mapped onto one procedure. */
export const restRoutes: RestRoute[] = [...authRest, ...profileRest, ...listingsRest, ...loansRest, ...messagesRest];
