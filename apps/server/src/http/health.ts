import type { Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';
import { readinessCheck } from '../system/readiness';

/** Liveness plus one round trip to SQLite, so a monitor notices a broken database file. */
export function registerHealth(app: FastifyInstance, deps: Deps) {
  app.get('/healthz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      deps.db.$client.prepare('select 1').get();
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'error' });
    }
  });
}

/**
 * Readiness beside liveness: /healthz says the process is alive (restart it if not), /readyz
 * whether it can serve (send it traffic only if so): migrations applied, web app built, data
 * directory writable (system/readiness.ts). Public like /healthz; while the server shuts down,
 * Fastify answers 503 to both.
 */
export function registerReadiness(app: FastifyInstance, deps: Deps, targets: { dataDir: string; webDist: string }) {
  const check = readinessCheck({ sqlite: deps.db.$client, ...targets });
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const reason = await check();
    if (reason) return reply.code(503).send({ status: 'not ready', reason });
    return { status: 'ready' };
  });
}
