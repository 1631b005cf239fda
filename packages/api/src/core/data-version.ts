import type { Db } from '@mpx/db';
import { prepared } from './prepared';

/**
 * A value that changes with every commit to the database, whoever makes it: this connection's
 * own changes (`total_changes()`, every row any statement changed) and another connection's or
 * process's commits (`PRAGMA data_version`, which moves only for those). Two reads of one
 * prepared statement; what a page of a member's is kept by (ADR 022).
 */
export function dataVersion(db: Db): string {
  const row = prepared<{ own: number; others: number }>(db, 'SELECT total_changes() AS own, (SELECT data_version FROM pragma_data_version) AS others').get();
  return `${row?.own ?? 0}.${row?.others ?? 0}`;
}
