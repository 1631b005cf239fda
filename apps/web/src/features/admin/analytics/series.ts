import type { AdminWeekly } from '@mpx/shared';
import { formatWeek } from '../format';
import { ANALYTICS_TAB_TEXTS } from '../texts';

export const SERIES = ['members', 'listings', 'sales', 'loans'] as const;
export type SeriesKey = (typeof SERIES)[number];

export interface Series {
  key: SeriesKey;
  title: string;
  /** "3 Mar" per week, oldest first. */
  labels: string[];
  values: number[];
  /** What a screen reader hears instead of the chart. */
  summary: string;
}

/** The four weekly series of `admin.weekly`, each with its labels and spoken summary. */
export function weeklySeries(weekly: AdminWeekly): Series[] {
  const labels = weekly.weeks.map((week) => formatWeek(week.week_start));
  return SERIES.map((key) => {
    const values = weekly.weeks.map((week) => week[key]);
    const total = values.reduce((sum, n) => sum + n, 0);
    const most = Math.max(0, ...values);
    const title = ANALYTICS_TAB_TEXTS.series[key];
    return { key, title, labels, values, summary: ANALYTICS_TAB_TEXTS.chartSummary(title, total, most, labels[values.indexOf(most)] ?? '') };
  });
}
