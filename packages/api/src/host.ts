import type { AdminSystem } from '@mpx/shared';

/**
 * What only the process hosting the API knows, for the admin System tab (api §18.4): its release
 * and start, the files on disk, its backup timer, its mail transport and its settings. The
 * server implements it (apps/server/src/system); the API reads it and adds what the database says.
 */
export interface HostFacts {
  readonly version: string;
  /** Milliseconds since the epoch. */
  readonly startedAt: number;
  storage(): Promise<AdminSystem['storage']>;
  backup(): Promise<AdminSystem['backup']>;
  mail(): Promise<AdminSystem['mail']>;
  /** Every setting by its environment name, secrets left out. */
  settings(): AdminSystem['settings'];
}
