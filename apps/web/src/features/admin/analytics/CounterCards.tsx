import type { AnalyticsSummary } from '@mpx/shared';
import { Heading } from '../../../ui/Heading';
import * as styles from '../admin.css';
import { StatCard } from '../StatCard';
import { ANALYTICS_TAB_TEXTS } from '../texts';

const GROUPS = ['users', 'listings', 'sales', 'loans', 'messages'] as const satisfies readonly (keyof AnalyticsSummary)[];

/** Every counter of api §9.1 as a card, in the contract's order, one group per heading. */
export function CounterCards({ summary }: { summary: AnalyticsSummary }) {
  return (
    <>
      {GROUPS.map((group) => {
        const { title, counters } = ANALYTICS_TAB_TEXTS.groups[group];
        const values: Record<string, number> = summary[group];
        return (
          <section key={group} className={styles.section} aria-labelledby={`admin-analytics-${group}`}>
            <Heading level={3} id={`admin-analytics-${group}`}>
              {title}
            </Heading>
            <ul className={styles.cards}>
              {Object.entries(counters).map(([key, label]) => (
                <StatCard key={key} label={label} value={values[key] ?? 0} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
