import { listingQueryParams } from '@mpx/shared';
import { unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { listingsRouter } from './router';

export const browseRest: RestRoute<AreaCaller<'listings', typeof listingsRouter>>[] = [
  {
    method: 'GET',
    path: '/listings',
    procedure: 'listings.list',
    failure: 'Failed to fetch listings.',
    querySchema: listingQueryParams,
    call: (c, r) => c.listings.list(unchecked(r.query)),
  },
];
