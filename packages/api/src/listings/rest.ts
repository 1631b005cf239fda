import { apiNote, EXPIRY_TEXTS, listingInput, listingNearParams, listingStatusInput } from '@mpx/shared';
import { z } from 'zod';
import { pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { listingProceduresRouter } from './router';

/** PUT with `status` as its only key is the status form; any other body is a full edit (api §4.5). */
function isStatusForm(body: Record<string, unknown>): boolean {
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'status';
}

/** The size dataset is the same until the server restarts with a new table: caches may keep it a day. */
const DATASET_CACHE = 'public, max-age=86400';

export const listingsRest: RestRoute<AreaCaller<'listings', typeof listingProceduresRouter>>[] = [
  {
    method: 'GET',
    path: '/sizes',
    procedure: 'listings.sizeDataset',
    failure: 'Failed to fetch sizes.',
    cacheControl: DATASET_CACHE,
    call: (c) => c.listings.sizeDataset(),
  },
  {
    method: 'GET',
    path: '/sizes.csv',
    procedure: 'listings.sizeDatasetCsv',
    failure: 'Failed to fetch sizes.',
    cacheControl: DATASET_CACHE,
    text: { type: 'text/csv; charset=utf-8', filename: 'mouthpiece-sizes.csv' },
    call: (c) => c.listings.sizeDatasetCsv(),
  },
  {
    method: 'GET',
    path: '/listings/:id',
    procedure: 'listings.byId',
    failure: 'Failed to fetch listing.',
    pathInput: 'listing_id',
    querySchema: listingNearParams,
    call: (c, r) => c.listings.byId({ listing_id: pathId(r.params.id), near: r.query.near }),
  },
  {
    method: 'POST',
    path: '/listings',
    procedure: 'listings.create',
    failure: 'Failed to create listing.',
    status: 201,
    call: (c, r) => c.listings.create(unchecked(r.body)),
  },
  {
    method: 'PUT',
    path: '/listings/:id',
    procedure: 'listings.update',
    failure: 'Failed to update listing.',
    pathInput: 'listing_id',
    bodySchema: apiNote(
      z.union([listingStatusInput, listingInput]),
      'A body whose only key is `status` is the status form (`"sold"` only); any other body is a full edit, which ignores `status`.',
    ),
    // The path names the listing; a `listing_id` in a body sent back from a GET is ignored.
    call: (c, r) => {
      const listing_id = pathId(r.params.id);
      return isStatusForm(r.body)
        ? c.listings.setStatus(unchecked({ listing_id, status: r.body.status }))
        : c.listings.update(unchecked({ ...r.body, listing_id }));
    },
  },
  {
    method: 'PATCH',
    path: '/listings/:id/pause',
    procedure: 'listings.togglePause',
    failure: 'Failed to pause/unpause listing.',
    pathInput: 'listing_id',
    call: (c, r) => c.listings.togglePause({ listing_id: pathId(r.params.id) }),
  },
  {
    method: 'POST',
    path: '/listings/:id/renew',
    procedure: 'listings.renew',
    failure: EXPIRY_TEXTS.renewFailed,
    pathInput: 'listing_id',
    call: (c, r) => c.listings.renew({ listing_id: pathId(r.params.id) }),
  },
  {
    method: 'DELETE',
    path: '/listings/:id',
    procedure: 'listings.remove',
    failure: 'Failed to delete listing.',
    pathInput: 'listing_id',
    call: (c, r) => c.listings.remove({ listing_id: pathId(r.params.id) }),
  },
];
