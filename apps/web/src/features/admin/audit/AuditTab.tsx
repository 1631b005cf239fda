import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import * as styles from '../admin.css';
import { DataTable } from '../DataTable';
import { formatDateTime } from '../format';
import { auditQueryOptions } from '../queries';
import { TabHeading } from '../TabHeading';
import { ADMIN_PAGE_TEXTS, ADMIN_TEXTS, AUDIT_ACTION_LABELS, AUDIT_TAB_TEXTS } from '../texts';
import { auditChange } from './auditChange';

const COLUMNS = (['time', 'admin', 'action', 'target', 'change'] as const).map((key) => ({ key, label: AUDIT_TAB_TEXTS.columns[key] }));

/** The audit log (beyond the spec): every admin write, newest first, 50 a page. */
export function AuditTab() {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...auditQueryOptions(trpc, page), placeholderData: keepPreviousData });

  let content;
  if (!audit.data) {
    content = audit.isError ? <Alert variant="error">{ADMIN_TEXTS.loadFailed}</Alert> : <Spinner block label={AUDIT_TAB_TEXTS.loading} />;
  } else if (audit.data.entries.length === 0) {
    content = <Text tone="muted">{AUDIT_TAB_TEXTS.empty}</Text>;
  } else {
    const { pagination } = audit.data;
    content = (
      <>
        <DataTable label={AUDIT_TAB_TEXTS.tableLabel} columns={COLUMNS}>
          {audit.data.entries.map((entry) => (
            <tr key={entry.audit_id}>
              <td className={`${styles.td} ${styles.nowrap}`}>
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
              </td>
              <td className={styles.td}>
                {entry.admin.name}
                {entry.admin.user_id === null && <span className={styles.muted}> {AUDIT_TAB_TEXTS.removedAdmin}</span>}
              </td>
              <td className={styles.td}>{AUDIT_ACTION_LABELS[entry.action]}</td>
              <td className={styles.td} dir="auto">
                {entry.target.label}
              </td>
              <td className={styles.td}>{auditChange(entry.before, entry.after)}</td>
            </tr>
          ))}
        </DataTable>
        <Pagination page={pagination.page} totalPages={pagination.totalPages} onPageChange={setPage} label={AUDIT_TAB_TEXTS.pagination} />
      </>
    );
  }
  return (
    <div className={styles.section}>
      <TabHeading>{ADMIN_PAGE_TEXTS.headings.audit}</TabHeading>
      {content}
    </div>
  );
}
