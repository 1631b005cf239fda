import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import { UPLOADS_DIR, type Deps } from '@mpx/api';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerAuth } from './http/auth';
import { clientErrors, frameworkErrors } from './http/framework-errors';
import { registerHealth, registerReadiness } from './http/health';
import { registerTransportPolicy } from './http/policy';
import { LARGE_BODY_LIMIT } from './http/json-body';
import { registerMetrics } from './http/metrics';
import { registerRefusedBodyDrain } from './http/refused-body';
import { restPlugin } from './http/rest';
import { headerPolicy, registerCorsPreflight, registerHeaderPolicy, securityHeaders } from './http/security';
import { registerSpa, SpaShell } from './http/spa';
import { Pages } from './drawing/pages';
import { DrawingPool, type DrawingOptions } from './drawing/pool';
import { trpcPlugin } from './http/trpc';
import { registerUploads } from './http/uploads';
import { registerBackups } from './backup/schedule';
import { registerPhotoSweep } from './photo-sweep';
import { registerClockJobs } from './clock-jobs';
import { WEB_DIST } from './paths';

/** A hop count becomes Fastify's function form: trust the nearest `n` proxies. */
function trustProxyOption(value: ServerConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface AppOptions {
  config: ServerConfig;
  deps: Deps;
  /** Where the built SPA lives; tests of the API point it anywhere. */
  webDist?: string;
  /** The process logger (pino); tests pass none. */
  logger?: FastifyBaseLogger;
  /** How pages are drawn on the server (drawing/pool.ts); `false` leaves every page to the browser. */
  drawing?: DrawingOptions | false;
}

/**
 * The whole HTTP surface on one Fastify instance. Hooks run in the contract's order of checks:
 * session resolution, rate limit (429), then body size and parsing (413, 415, 400) inside each
 * route, then the procedure's own checks. On its way out every answer gets the same headers
 * (security.ts), those Fastify makes before routing or without a request included.
 */
export async function buildApp({ config, deps, webDist = WEB_DIST, logger, drawing = {} }: AppOptions): Promise<FastifyInstance> {
  const policy = headerPolicy(config);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: LARGE_BODY_LIMIT,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: frameworkErrors(policy),
    clientErrorHandler: clientErrors(securityHeaders(config)),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });

  registerHeaderPolicy(app, policy);
  registerCorsPreflight(app, config);
  registerRefusedBodyDrain(app);
  registerAuth(app, deps);
  registerTransportPolicy(app, deps);
  registerHealth(app, deps);
  registerReadiness(app, deps, { dataDir: config.dataDir, webDist });
  // Before the plugins below: their routes inherit the request-counting hook only if it exists first.
  registerMetrics(app, deps, config);

  await app.register(restPlugin, { prefix: '/api', deps });
  await app.register(trpcPlugin, { deps, config });
  registerUploads(app, join(config.dataDir, UPLOADS_DIR));
  registerPhotoSweep(app, deps);
  registerClockJobs(app, deps);
  registerBackups(app, deps, config);
  const shell = new SpaShell(webDist);
  const pool = drawing === false ? null : DrawingPool.start(drawing, deps.log);
  if (pool) app.addHook('onClose', () => pool.close());
  else if (drawing !== false) app.log.warn('the web app has no drawing worker (apps/web/dist-ssr): pages are drawn in the browser');
  await registerSpa(app, shell, new Pages(deps, pool, shell, webDist), webDist);
  return app;
}
