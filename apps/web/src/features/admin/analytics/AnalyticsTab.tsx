import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import * as styles from '../admin.css';
import { analyticsQueryOptions } from '../queries';
import { TabHeading } from '../TabHeading';
import { ADMIN_PAGE_TEXTS, ANALYTICS_TAB_TEXTS } from '../texts';
import { CounterCards } from './CounterCards';
import { WeeklySection } from './WeeklySection';

/** Analytics: every counter of api §9.1 as a card, then the weekly charts. */
export function AnalyticsTab() {
  const trpc = useTRPC();
  const summary = useQuery(analyticsQueryOptions(trpc));
  return (
    <div className={styles.section}>
      <TabHeading>{ADMIN_PAGE_TEXTS.headings.analytics}</TabHeading>
      {summary.data ? (
        <CounterCards summary={summary.data} />
      ) : summary.isError ? (
        <Alert variant="error">{ANALYTICS_TAB_TEXTS.failed}</Alert>
      ) : (
        <Spinner block label={ANALYTICS_TAB_TEXTS.loading} />
      )}
      <WeeklySection />
    </div>
  );
}
