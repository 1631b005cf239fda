import type { Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';

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
