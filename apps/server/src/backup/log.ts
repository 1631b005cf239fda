import { keptKind } from '@mpx/api';

/** One scheduled (or manual, through the server) backup attempt, as the System tab shows it. */
export interface BackupAttempt {
  at: number;
  ok: boolean;
  folder: string | null;
  bytes: number | null;
  durationMs: number;
  error: string | null;
}

/** What the server's backup timer did last and will do next; read by the admin System tab and /metrics. */
export class BackupLog {
  last: BackupAttempt | null = null;
  /** When the newest successful attempt started: `last` may be a failure since. */
  lastGoodAt: number | null = null;
  /** Failed attempts since start. */
  failures = 0;
  running = false;
  nextAt: number | null = null;
}

export const BACKUP_LOG = keptKind('backups: the last attempt, the last success, failures and the next, set by the backup timer', () => new BackupLog());
