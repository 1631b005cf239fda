import { wantedBoardParams, wantedInput } from '@mpx/shared';
import { pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { wantedRouter } from './router';

export const wantedRest: RestRoute<AreaCaller<'wanted', typeof wantedRouter>>[] = [
  {
    method: 'GET',
    path: '/wanted',
    procedure: 'wanted.board',
    failure: 'Failed to fetch wanted posts.',
    querySchema: wantedBoardParams,
    call: (c, r) => c.wanted.board(unchecked(r.query)),
  },
  { method: 'GET', path: '/wanted/mine', procedure: 'wanted.mine', failure: 'Failed to fetch wanted posts.', call: (c) => c.wanted.mine() },
  {
    method: 'POST',
    path: '/wanted',
    procedure: 'wanted.create',
    failure: 'Failed to post wanted.',
    status: 201,
    call: (c, r) => c.wanted.create(unchecked(r.body)),
  },
  {
    method: 'PUT',
    path: '/wanted/:wanted_id',
    procedure: 'wanted.update',
    failure: 'Failed to update wanted post.',
    bodySchema: wantedInput,
    // The path names the post; a `wanted_id` in a body sent back from a GET is ignored.
    call: (c, r) => c.wanted.update(unchecked({ ...r.body, wanted_id: pathId(r.params.wanted_id) })),
  },
  {
    method: 'POST',
    path: '/wanted/:wanted_id/renew',
    procedure: 'wanted.renew',
    failure: 'Failed to renew wanted post.',
    call: (c, r) => c.wanted.renew({ wanted_id: pathId(r.params.wanted_id) }),
  },
  {
    method: 'DELETE',
    path: '/wanted/:wanted_id',
    procedure: 'wanted.remove',
    failure: 'Failed to delete wanted post.',
    call: (c, r) => c.wanted.remove({ wanted_id: pathId(r.params.wanted_id) }),
  },
  {
    method: 'GET',
    path: '/listings/:id/wanted',
    procedure: 'wanted.forListing',
    failure: 'Failed to fetch wanted posts.',
    pathInput: 'listing_id',
    call: (c, r) => c.wanted.forListing({ listing_id: pathId(r.params.id) }),
  },
];
