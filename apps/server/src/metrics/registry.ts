import type { Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { ServerConfig } from '../config';
import { appVersion } from '../system/version';
import { readOutcomes } from './outcomes';
import { countRequests } from './requests';
import { readSiteState } from './readings';

/**
 * The metrics of one app, on a registry of its own (never prom-client's global one, so that
 * several apps in one process, as in the tests, each count only their own requests). The
 * runtime's metrics keep prom-client's standard names (`process_*`, `nodejs_*`: event-loop lag,
 * heap, RSS, GC) so that ready-made Node.js dashboards work; the site's own are `mpx_*`.
 * Everything but the request histogram is read at scrape time.
 */
export function appMetrics(app: FastifyInstance, deps: Deps, config: ServerConfig): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'mpx_build_info',
    help: 'Always 1; its version label is the release running',
    labelNames: ['version'],
    registers: [registry],
  }).set({ version: deps.host?.version ?? appVersion() }, 1);
  countRequests(app, registry);
  readSiteState(registry, app, deps, config);
  readOutcomes(registry, deps, config);
  return registry;
}
