import { expireOffers, sendSearchDigests, sendWatchDigests, sweepListingExpiry, sweepWantedExpiry, type Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60 * 1000;

/** Work the server does by its clock, with nobody asking: one run at `deps.now()`. */
export interface ClockJob {
  /** For the log: `{name} ran` with how much it did, `{name} failed` with the error. */
  name: string;
  /** Does what is due and answers how much (emails sent, listings expired and warned): logged when not 0. */
  run: (deps: Deps) => number;
}

/**
 * The jobs, in the order they run. The daily digests (packages/api/src/core/digests.ts): each
 * member with new alerts of a kind whose last digest of that kind is a day old gets one. The
 * listing-expiry sweep (packages/api/src/listings/expiry.ts): listings not renewed expire, and
 * their owners hear a few days before. The offer-expiry sweep (packages/api/src/deals/expiry.ts):
 * open offers past their time become `expired` and their makers are told; until it runs, the
 * answers refuse such an offer by the clock alone, so ten minutes' lag changes no outcome.
 */
export const CLOCK_JOBS: readonly ClockJob[] = [
  { name: 'saved-search digests', run: (deps) => sendSearchDigests(deps).sent },
  { name: 'watchlist digests', run: (deps) => sendWatchDigests(deps).sent },
  {
    name: 'listing expiry',
    run: (deps) => {
      const { expired, warned } = sweepListingExpiry(deps);
      return expired + warned;
    },
  },
  { name: 'offer expiry', run: expireOffers },
  // Expired wanted posts stop being matched (packages/api/src/wanted/expiry.ts); the board hides them by the clock alone.
  { name: 'wanted expiry', run: sweepWantedExpiry },
];

/**
 * Runs the clock jobs every ten minutes. The timer never keeps the process alive and stops when
 * the server closes.
 */
export function registerClockJobs(app: FastifyInstance, deps: Deps, { everyMs = 10 * MINUTE, jobs = CLOCK_JOBS } = {}) {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    // One job failing does not keep the others from running.
    for (const { name, run: job } of jobs) {
      try {
        const done = job(deps);
        if (done > 0) deps.log.info({ done }, `${name} ran`);
      } catch (err) {
        deps.log.error({ err: err instanceof Error ? err.message : String(err) }, `${name} failed`);
      }
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
