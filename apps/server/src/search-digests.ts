import { sendSearchDigests, type Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60 * 1000;

/**
 * Sends the daily saved-search digests (packages/api/src/searches/digest.ts): every ten minutes,
 * each member with new alerts whose last digest is a day old gets one. The timer never keeps the
 * process alive and stops when the server closes.
 */
export function registerSearchDigests(app: FastifyInstance, deps: Deps, { everyMs = 10 * MINUTE } = {}) {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    try {
      const { sent } = sendSearchDigests(deps);
      if (sent > 0) deps.log.info({ sent }, 'saved-search digests sent');
    } catch (err) {
      deps.log.error({ err: err instanceof Error ? err.message : String(err) }, 'saved-search digests failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
