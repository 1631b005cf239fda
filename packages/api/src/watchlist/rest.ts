import { listingNearParams } from '@mpx/shared';
import { pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { watchlistRouter } from './router';

export const watchlistRest: RestRoute<AreaCaller<'watchlist', typeof watchlistRouter>>[] = [
  {
    method: 'GET',
    path: '/watchlist',
    procedure: 'watchlist.list',
    failure: 'Failed to fetch watchlist.',
    querySchema: listingNearParams,
    call: (c, r) => c.watchlist.list({ near: r.query.near }),
  },
  {
    method: 'POST',
    path: '/watchlist',
    procedure: 'watchlist.add',
    failure: 'Failed to watch listing.',
    // Watching a listing already watched answers the same entry, also 201 (api §21.2).
    status: 201,
    call: (c, r) => c.watchlist.add(unchecked(r.body)),
  },
  {
    method: 'DELETE',
    path: '/watchlist/:listing_id',
    procedure: 'watchlist.remove',
    failure: 'Failed to stop watching listing.',
    call: (c, r) => c.watchlist.remove({ listing_id: pathId(r.params.listing_id) }),
  },
];
