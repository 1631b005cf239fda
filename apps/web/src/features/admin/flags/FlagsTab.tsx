import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import * as styles from '../admin.css';
import { DataTable } from '../DataTable';
import { flagsQueryOptions } from '../queries';
import { TabHeading } from '../TabHeading';
import { ADMIN_PAGE_TEXTS, FLAG_TAB_TEXTS } from '../texts';
import { FlagRow } from './FlagRow';
import { useFlagActions } from './useFlagActions';

const COLUMNS = (['listing', 'reporter', 'reason', 'status', 'time', 'actions'] as const).map((key) => ({ key, label: FLAG_TAB_TEXTS.columns[key] }));

/** Flags (Flagged Content): every flag, newest first (api §7.3), with its actions. */
export function FlagsTab() {
  const trpc = useTRPC();
  const flags = useQuery(flagsQueryOptions(trpc));
  const actions = useFlagActions();

  let content;
  if (!flags.data) {
    // A failure is said once, above the tabs ("Failed to load admin data").
    content = flags.isError ? null : <Spinner block label={ADMIN_PAGE_TEXTS.loading} />;
  } else if (flags.data.length === 0) {
    content = <Text tone="muted">{FLAG_TAB_TEXTS.empty}</Text>;
  } else {
    content = (
      <DataTable label={FLAG_TAB_TEXTS.tableLabel} columns={COLUMNS}>
        {flags.data.map((flag) => (
          <FlagRow key={flag.flag_id} flag={flag} actions={actions} />
        ))}
      </DataTable>
    );
  }
  return (
    <div className={styles.section}>
      <TabHeading>{ADMIN_PAGE_TEXTS.headings.flags}</TabHeading>
      {content}
    </div>
  );
}
