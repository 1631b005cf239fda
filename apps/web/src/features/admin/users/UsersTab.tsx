import { FILTER_DEBOUNCE_MS, MAX_ADMIN_SEARCH } from '@mpx/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { TextField } from '../../../ui/TextField';
import { useViewer } from '../../../entities/user/viewer';
import * as styles from '../admin.css';
import { DataTable } from '../DataTable';
import { usersPageQueryOptions } from '../queries';
import { TabHeading } from '../TabHeading';
import { ADMIN_PAGE_TEXTS, ADMIN_TEXTS, USER_TAB_TEXTS } from '../texts';
import { UserRow } from './UserRow';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const COLUMN_KEYS = ['name', 'email', 'location', 'joined', 'listings', 'verified', 'admin', 'actions'] as const;
const COLUMNS = COLUMN_KEYS.map((key) => ({ key, label: USER_TAB_TEXTS.columns[key], numeric: key === 'listings' }));

/**
 * Users (User Management): pages of 50, newest first, searched on the server by name, nickname
 * or email after a pause in typing, so the table stays small and fast with thousands of users.
 * The page on screen stays while the next one loads.
 */
export function UsersTab() {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);
  const [searched, setSearched] = useState(q);
  // A new search starts at its first page.
  if (searched !== q) {
    setSearched(q);
    setPage(1);
  }
  const users = useQuery({ ...usersPageQueryOptions(trpc, { q, page }), placeholderData: keepPreviousData });
  // The last user of the last page was deleted: show the page that is last now.
  if (users.data && !users.isPlaceholderData && users.data.users.length === 0 && page > 1) {
    setPage(Math.max(1, users.data.pagination.totalPages));
  }

  let content;
  if (!users.data || !viewer) {
    content = users.isError ? <Alert variant="error">{ADMIN_TEXTS.loadFailed}</Alert> : <Spinner block label={USER_TAB_TEXTS.loading} />;
  } else if (users.data.users.length === 0) {
    content = <Text tone="muted">{USER_TAB_TEXTS.empty}</Text>;
  } else {
    const { pagination } = users.data;
    const from = (pagination.page - 1) * pagination.limit + 1;
    content = (
      <>
        <Text tone="small" role="status">
          {USER_TAB_TEXTS.showing(from, from + users.data.users.length - 1, pagination.totalCount)}
        </Text>
        <DataTable label={USER_TAB_TEXTS.tableLabel} columns={COLUMNS}>
          {users.data.users.map((user) => (
            <UserRow key={user.user_id} user={user} viewerId={viewer.user_id} />
          ))}
        </DataTable>
        <Pagination page={pagination.page} totalPages={pagination.totalPages} onPageChange={setPage} label={USER_TAB_TEXTS.pagination} />
      </>
    );
  }

  return (
    <div className={styles.section}>
      <TabHeading>{ADMIN_PAGE_TEXTS.headings.users}</TabHeading>
      <div className={styles.search}>
        <TextField
          label={USER_TAB_TEXTS.search}
          hint={USER_TAB_TEXTS.searchHint}
          type="search"
          value={text}
          maxLength={MAX_ADMIN_SEARCH}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {content}
    </div>
  );
}
