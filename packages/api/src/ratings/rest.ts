import type { RestRoute } from '../rest/route';

export const ratingsRest: RestRoute[] = [];
