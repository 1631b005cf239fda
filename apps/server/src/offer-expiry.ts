import { expireOffers, type Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60 * 1000;

/**
 * Offers expire by the server's clock without anyone asking (issue 30): every minute, open offers
 * past their time become `expired` and whoever made each is told (packages/api/src/deals/expiry.ts;
 * a backlog clears a batch a run). The answers refuse an offer past its time even before a run.
 * The timer never keeps the process alive and stops when the server closes.
 */
export function registerOfferExpiry(app: FastifyInstance, deps: Deps, { everyMs = MINUTE } = {}) {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    try {
      const expired = expireOffers(deps);
      if (expired > 0) deps.log.info({ expired }, 'offers expired');
    } catch (err) {
      deps.log.error({ err: err instanceof Error ? err.message : String(err) }, 'offer expiry failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
