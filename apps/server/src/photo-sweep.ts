import type { Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';

const HOUR = 60 * 60 * 1000;

/**
 * Deletes stored photos no listing refers to: leftovers of writes that failed after storing their
 * photos, or of a crash. Files younger than the grace period are left alone, so a write still
 * in flight in another process (the demo seeder) is never raced; writes in this process hold
 * their photos until they commit anyway.
 */
export function registerPhotoSweep(app: FastifyInstance, deps: Deps, { graceMs = HOUR, everyMs = HOUR, firstAfterMs = 60_000 } = {}) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      await deps.photos.sweepOrphans(deps.db, graceMs);
    } catch (err) {
      deps.log.error({ err: err instanceof Error ? err.message : String(err) }, 'photo sweep failed');
    }
    timer = setTimeout(() => void sweep(), everyMs).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => void sweep(), firstAfterMs).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
