import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { Spinner } from '../../../ui/Spinner';
import * as styles from '../admin.css';
import { DataTable } from '../DataTable';
import { systemQueryOptions } from '../queries';
import { StatCard } from '../StatCard';
import { TabHeading } from '../TabHeading';
import { ADMIN_PAGE_TEXTS, SYSTEM_TAB_TEXTS as T } from '../texts';
import { BackupSection } from './BackupSection';
import { formatBytes, formatUptime } from './format';
import { MailSection } from './MailSection';

const COLUMNS = [
  { key: 'name', label: T.columns.name },
  { key: 'value', label: T.columns.value },
] as const;

/** System (product §13.4): the release, uptime, sizes and counts, backups, email and the settings in force. */
export function SystemTab() {
  const trpc = useTRPC();
  const system = useQuery(systemQueryOptions(trpc));
  const data = system.data;
  return (
    <div className={styles.section}>
      <TabHeading>{ADMIN_PAGE_TEXTS.headings.system}</TabHeading>
      {!data ? (
        system.isError ? (
          <Alert variant="error">{T.failed}</Alert>
        ) : (
          <Spinner block label={T.loading} />
        )
      ) : (
        <>
          <ul className={styles.cards} aria-label={T.serverLabel}>
            <StatCard label={T.cards.version} value={data.version} />
            <StatCard label={T.cards.uptime} value={formatUptime(data.uptime_seconds)} />
            <StatCard label={T.cards.database} value={formatBytes(data.storage.database_bytes)} />
            <StatCard label={`${T.cards.photos} (${T.photoFiles(data.storage.photo_files)})`} value={formatBytes(data.storage.photo_bytes)} />
            <StatCard label={T.cards.members} value={data.counts.members} />
            <StatCard label={T.cards.listings} value={data.counts.listings} />
          </ul>
          <BackupSection backup={data.backup} />
          <MailSection mail={data.mail} />
          {/* Not a named region like the two above: the table's scroll box already is one, by the
              same name, and two landmarks of one name cannot be told apart in a landmark list. */}
          <section className={styles.section}>
            <Heading level={3}>{T.settings}</Heading>
            <Text tone="muted">{T.settingsNote}</Text>
            <DataTable label={T.settings} columns={COLUMNS}>
              {data.settings.map((s) => (
                <tr key={s.name}>
                  <th scope="row" className={`${styles.td} ${styles.nowrap}`}>
                    {s.name}
                  </th>
                  <td className={styles.td}>{s.value}</td>
                </tr>
              ))}
            </DataTable>
          </section>
        </>
      )}
    </div>
  );
}
