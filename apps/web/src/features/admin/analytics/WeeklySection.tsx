import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Collapsible } from '../../../ui/Collapsible';
import { Heading } from '../../../ui/Heading';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import * as styles from '../admin.css';
import { weeklyQueryOptions } from '../queries';
import { ANALYTICS_TAB_TEXTS } from '../texts';
import { weeklySeries } from './series';
import { WeeklyCharts } from './WeeklyCharts';
import { WeeklyTable } from './WeeklyTable';

/** New members, listings, sales and loans per week over the last 12 weeks: charts, and the table. */
export function WeeklySection() {
  const trpc = useTRPC();
  const weekly = useQuery(weeklyQueryOptions(trpc));
  const series = useMemo(() => (weekly.data ? weeklySeries(weekly.data) : null), [weekly.data]);

  let content;
  if (!weekly.data || !series) {
    content = weekly.isError ? <Alert variant="error">{ANALYTICS_TAB_TEXTS.weeklyFailed}</Alert> : <Spinner block label={ANALYTICS_TAB_TEXTS.loading} />;
  } else {
    content = (
      <>
        <WeeklyCharts series={series} />
        <Collapsible title={ANALYTICS_TAB_TEXTS.tableToggle}>
          <WeeklyTable weekly={weekly.data} />
        </Collapsible>
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="admin-analytics-weekly">
      <Heading level={3} id="admin-analytics-weekly">
        {ANALYTICS_TAB_TEXTS.weeklyTitle}
      </Heading>
      <Text tone="small">{ANALYTICS_TAB_TEXTS.weeklyIntro}</Text>
      {content}
    </section>
  );
}
