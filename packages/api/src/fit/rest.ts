import { FIT_TEXTS } from '@mpx/shared';
import type { AreaCaller, RestRoute } from '../rest/route';
import type { fitRouter } from './router';

export const fitRest: RestRoute<AreaCaller<'fit', typeof fitRouter>>[] = [
  { method: 'GET', path: '/for-you', procedure: 'fit.forYou', failure: FIT_TEXTS.loadFailed, call: (c) => c.fit.forYou() },
];
