import { pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { profileRouter } from './router';

export const profileRest: RestRoute<AreaCaller<'profile', typeof profileRouter>>[] = [
  { method: 'GET', path: '/profile/me', procedure: 'profile.me', failure: 'Failed to fetch profile.', call: (c) => c.profile.me() },
  {
    method: 'PUT',
    path: '/profile/me',
    procedure: 'profile.update',
    failure: 'Failed to update profile.',
    call: (c, r) => c.profile.update(unchecked(r.body)),
  },
  {
    method: 'GET',
    path: '/profile/:userId',
    procedure: 'profile.byId',
    failure: 'Failed to fetch user profile.',
    call: (c, r) => c.profile.byId({ userId: pathId(r.params.userId) }),
  },
];
