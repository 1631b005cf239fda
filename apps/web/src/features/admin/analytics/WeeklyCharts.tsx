import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { BarChart } from '../../../ui/BarChart';
import * as styles from '../../../ui/charts.css';
import type { Series } from './series';

/**
 * The four weekly charts, each a figure captioned with its title and, for screen readers, a
 * summary. The chart library itself loads only when they are drawn (loadUPlot).
 */
export function WeeklyCharts({ series }: { series: Series[] }) {
  return (
    <div className={styles.grid}>
      {series.map((s) => (
        <figure key={s.key} className={styles.figure}>
          <figcaption className={styles.caption}>
            {s.title}
            <VisuallyHidden>: {s.summary}</VisuallyHidden>
          </figcaption>
          <BarChart title={s.title} labels={s.labels} values={s.values} />
        </figure>
      ))}
    </div>
  );
}
