import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Page } from '../../entities/site/Page';
import { AdminTabs } from './AdminTabs';
import * as styles from './admin.css';
import { flagsQueryOptions, moderationDashboardQueryOptions } from './queries';
import { SummaryCards } from './summary/SummaryCards';
import { ADMIN_PAGE_TEXTS, ADMIN_TEXTS } from './texts';

/**
 * /admin (product §2 Admin dashboard, product §6 Admin): the flag summary cards over the tabs, Flags,
 * Users, Analytics, the audit log and System. Admins only: the route's guard sends anyone else to /.
 */
export function AdminPage() {
  const trpc = useTRPC();
  const dashboard = useQuery(moderationDashboardQueryOptions(trpc));
  const flags = useQuery(flagsQueryOptions(trpc));
  // Product §8: "Failed to load admin data" when the dashboard cannot be read at all.
  const failed = (dashboard.isError && !dashboard.data) || (flags.isError && !flags.data);
  return (
    <Page title={ADMIN_PAGE_TEXTS.title}>
      <div className={styles.section}>
        {failed && <Alert variant="error">{ADMIN_TEXTS.loadFailed}</Alert>}
        <SummaryCards />
        <AdminTabs />
      </div>
    </Page>
  );
}
