import type { AdminSystem } from '@mpx/shared';
import type { ReactNode } from 'react';
import { Alert } from '../../../ui/Alert';
import { Heading } from '../../../ui/Heading';
import * as styles from '../admin.css';
import { formatDateTime } from '../format';
import { SYSTEM_TAB_TEXTS as T } from '../texts';
import { DetailsList } from '../../profile/DetailsList';
import { formatBytes } from './format';

/** The last backup first (a failure as an alert with its reason), then where and how often. */
export function BackupSection({ backup }: { backup: AdminSystem['backup'] }) {
  const { last } = backup;
  const rows: [string, ReactNode][] = [];
  if (!last) rows.push([T.lastBackup, T.noBackup]);
  else if (last.ok) rows.push([T.lastBackup, T.backupOk(formatDateTime(last.at), formatBytes(last.bytes ?? 0))], [T.folder, last.folder]);
  rows.push([T.schedule, backup.enabled ? T.every(backup.interval, backup.keep) : T.off]);
  if (backup.running) rows.push([T.nextBackup, T.runningNow]);
  else if (backup.next_at) rows.push([T.nextBackup, <time dateTime={backup.next_at}>{formatDateTime(backup.next_at)}</time>]);
  return (
    <section className={styles.section} aria-labelledby="admin-system-backups">
      <Heading level={3} id="admin-system-backups">
        {T.backups}
      </Heading>
      {last && !last.ok && (
        <Alert variant="error" title={T.backupFailed(formatDateTime(last.at))}>
          {last.error}
        </Alert>
      )}
      <DetailsList rows={rows} />
    </section>
  );
}
