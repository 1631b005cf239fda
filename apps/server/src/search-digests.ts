import { sendSearchDigests, sendWatchDigests, type Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60 * 1000;

/**
 * Sends the daily digests of saved searches and of the watchlist (packages/api/src/core/digests.ts):
 * every ten minutes, each member with new alerts of a kind whose last digest of that kind is a
 * day old gets one. The timer never keeps the process alive and stops when the server closes.
 */
export function registerSearchDigests(app: FastifyInstance, deps: Deps, { everyMs = 10 * MINUTE } = {}) {
  let timer: NodeJS.Timeout | undefined;
  const digests = [
    { name: 'saved-search', send: sendSearchDigests },
    { name: 'watchlist', send: sendWatchDigests },
  ];
  const run = () => {
    // One kind failing does not keep the other from going out.
    for (const { name, send } of digests) {
      try {
        const { sent } = send(deps);
        if (sent > 0) deps.log.info({ sent }, `${name} digests sent`);
      } catch (err) {
        deps.log.error({ err: err instanceof Error ? err.message : String(err) }, `${name} digests failed`);
      }
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
