import { unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { setupRouter } from './router';

export const setupRest: RestRoute<AreaCaller<'setup', typeof setupRouter>>[] = [
  { method: 'GET', path: '/setup', procedure: 'setup.get', failure: 'Failed to fetch setup.', call: (c) => c.setup.get() },
  { method: 'PUT', path: '/setup', procedure: 'setup.save', failure: 'Failed to save setup.', call: (c, r) => c.setup.save(unchecked(r.body)) },
];
