import type { Deps } from '@mpx/api';
import { Counter, Gauge, type Registry } from 'prom-client';
import { listBackups } from '../backup/folders';
import { BACKUP_LOG } from '../backup/log';
import type { ServerConfig } from '../config';
import { PAGE_COUNTS, PAGE_OUTCOMES } from '../drawing/page-counts';
import { MAIL_LOG } from '../system/mail-log';

/**
 * A counter whose count is kept elsewhere (the backup and mail logs, which exist whether
 * /metrics is on or not): each scrape reports it as it stands.
 */
function countOf(registry: Registry, name: string, help: string, count: () => number) {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(count());
    },
  });
}

/**
 * How the server's background work went: backups (the timer's log, and BACKUP_DIR for the
 * backups made before this start or by `npm run backup`), email (the recorded transport) and
 * the pages of the app (drawn, kept, shed…, ADR 022).
 */
export function readOutcomes(registry: Registry, deps: Deps, config: ServerConfig) {
  const backups = deps.kept.get(BACKUP_LOG);
  const mail = deps.kept.get(MAIL_LOG);

  new Gauge({
    name: 'mpx_backup_last_success_age_seconds',
    help: 'Seconds since the newest successful backup started (absent while there is none)',
    registers: [registry],
    async collect() {
      const onDisk = (await listBackups(config.backup.dir)).at(-1)?.at ?? null;
      const newest = Math.max(backups.lastGoodAt ?? -Infinity, onDisk ?? -Infinity);
      // No sample rather than a made-up age: an alert on the age cannot mistake "never" for "fresh".
      if (newest === -Infinity) this.remove();
      else this.set(Math.max(0, (Date.now() - newest) / 1000));
    },
  });
  new Gauge({
    name: 'mpx_backup_interval_seconds',
    help: 'BACKUP_INTERVAL in seconds; 0 when scheduled backups are off',
    registers: [registry],
  }).set(config.backup.intervalMs / 1000);
  countOf(registry, 'mpx_backup_failures_total', 'Scheduled backups that failed since the server started', () => backups.failures);
  countOf(registry, 'mpx_mail_sent_total', 'Emails handed to SMTP_URL (or written to the outbox) since the server started', () => mail.sent);
  countOf(registry, 'mpx_mail_failed_total', 'Email sends that failed since the server started (each is logged)', () => mail.failed);
  const pages = deps.kept.get(PAGE_COUNTS);
  new Counter({
    name: 'mpx_pages_total',
    help: 'Pages of the app served since the server started, by outcome: drawn, kept (drawn before), shed (threads behind), unsettled, failed, limited',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const outcome of PAGE_OUTCOMES) this.inc({ outcome }, pages[outcome]);
    },
  });
}
