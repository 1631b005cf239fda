import { pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { ratingsRouter } from './router';

export const ratingsRest: RestRoute<AreaCaller<'ratings', typeof ratingsRouter>>[] = [
  {
    method: 'GET',
    path: '/ratings/user/:userId',
    procedure: 'ratings.forUser',
    failure: 'Failed to fetch ratings.',
    pathInput: 'user_id',
    call: (c, r) => c.ratings.forUser({ user_id: pathId(r.params.userId) }),
  },
  {
    method: 'POST',
    path: '/ratings',
    procedure: 'ratings.create',
    failure: 'Failed to create rating.',
    status: 201,
    call: (c, r) => c.ratings.create(unchecked(r.body)),
  },
];
