import type { Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { appVersion } from '../system/version';
import { rotateBackups } from './folders';
import { BACKUP_LOG } from './log';
import { backupBytes } from './manifest';
import { writeBackup } from './write';

/**
 * Backs up DATA_DIR every BACKUP_INTERVAL, the first one interval after start, keeping the newest
 * BACKUP_KEEP (docs/operations.md). A failure is logged and recorded for the System tab and the
 * next attempt comes at the next interval; it never reaches a request. The database is copied
 * off the event loop (write.ts); on shutdown a backup in progress is stopped and leaves nothing
 * behind.
 */
export function registerBackups(app: FastifyInstance, deps: Deps, config: ServerConfig) {
  const { dir, intervalMs, keep } = config.backup;
  if (intervalMs === 0) return;
  const version = deps.host?.version ?? appVersion();
  const log = deps.kept.get(BACKUP_LOG);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const stopping = new AbortController();

  const schedule = () => {
    log.nextAt = Date.now() + intervalMs;
    timer = setTimeout(() => {
      running = run();
    }, intervalMs).unref();
  };
  const run = async () => {
    const started = Date.now();
    log.running = true;
    log.nextAt = null;
    try {
      const written = await writeBackup({ dataDir: config.dataDir, into: dir, version, signal: stopping.signal });
      const removed = await rotateBackups(dir, keep);
      const bytes = backupBytes(written.manifest);
      log.last = { at: started, ok: true, folder: written.folder, bytes, durationMs: Date.now() - started, error: null };
      log.lastGoodAt = started;
      deps.log.info({ folder: written.folder, bytes, ms: Date.now() - started, removed }, 'backup written');
    } catch (err) {
      if (stopping.signal.aborted) return;
      const error = err instanceof Error ? err.message : String(err);
      log.last = { at: started, ok: false, folder: null, bytes: null, durationMs: Date.now() - started, error };
      log.failures++;
      deps.log.error({ err: error, dir }, 'backup failed; the next attempt is at the next interval');
    } finally {
      log.running = false;
      if (!stopping.signal.aborted) schedule();
    }
  };

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopping.abort(new Error('the server is stopping'));
    clearTimeout(timer);
    log.nextAt = null;
    await running;
  });
}
