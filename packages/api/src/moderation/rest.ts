import { flagStatusInput } from '@mpx/shared';
import { pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { moderationRouter } from './router';

export const moderationRest: RestRoute<AreaCaller<'moderation', typeof moderationRouter>>[] = [
  {
    method: 'POST',
    path: '/moderation/flag',
    procedure: 'moderation.flag',
    failure: 'Failed to flag listing.',
    status: 201,
    call: (c, r) => c.moderation.flag(unchecked(r.body)),
  },
  // api §7.2–§7.5, admins only (moderation/review.ts).
  {
    method: 'GET',
    path: '/moderation/dashboard',
    procedure: 'moderation.dashboard',
    failure: 'Failed to fetch moderation dashboard.',
    call: (c) => c.moderation.dashboard(),
  },
  { method: 'GET', path: '/moderation/flags', procedure: 'moderation.flags', failure: 'Failed to fetch flagged listings.', call: (c) => c.moderation.flags() },
  {
    method: 'PATCH',
    path: '/moderation/flags/:flagId',
    procedure: 'moderation.setFlagStatus',
    failure: 'Failed to update flag status.',
    pathInput: 'flag_id',
    bodySchema: flagStatusInput,
    call: (c, r) => c.moderation.setFlagStatus(unchecked({ ...r.body, flag_id: pathId(r.params.flagId) })),
  },
  {
    method: 'DELETE',
    path: '/moderation/flags/:flagId',
    procedure: 'moderation.deleteFlag',
    failure: 'Failed to delete flag.',
    pathInput: 'flag_id',
    call: (c, r) => c.moderation.deleteFlag({ flag_id: pathId(r.params.flagId) }),
  },
];
