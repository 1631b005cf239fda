import type { AdminWeekly } from '@mpx/shared';
import * as styles from '../admin.css';
import { DataTable } from '../DataTable';
import { formatWeek } from '../format';
import { ANALYTICS_TAB_TEXTS } from '../texts';
import { SERIES } from './series';

const COLUMNS = [{ key: 'week', label: ANALYTICS_TAB_TEXTS.week }, ...SERIES.map((key) => ({ key, label: ANALYTICS_TAB_TEXTS.series[key], numeric: true }))];

/** The charts' numbers as a table: the accessible (and exact) alternative to the charts. */
export function WeeklyTable({ weekly }: { weekly: AdminWeekly }) {
  return (
    <DataTable label={ANALYTICS_TAB_TEXTS.tableCaption} columns={COLUMNS}>
      {weekly.weeks.map((week) => (
        <tr key={week.week_start}>
          <th scope="row" className={`${styles.td} ${styles.nowrap}`}>
            <time dateTime={week.week_start}>{formatWeek(week.week_start)}</time>
          </th>
          {SERIES.map((key) => (
            <td key={key} className={`${styles.td} ${styles.numeric}`}>
              {week[key]}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
