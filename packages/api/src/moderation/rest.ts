import type { RestRoute } from '../rest/route';

export const moderationRest: RestRoute[] = [];
