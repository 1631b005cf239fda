import type { RestRoute } from '../rest/route';

export const adminRest: RestRoute[] = [];
