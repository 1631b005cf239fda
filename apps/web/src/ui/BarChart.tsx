import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';
import { vars } from './theme.css';
import * as styles from './charts.css';
import { loadUPlot } from './loadUPlot';

const HEIGHT = 180;

/** A theme colour as canvas needs it: `var(--x)` read from :root (canvas cannot resolve variables). */
function themeColour(value: string): string {
  const name = /^var\((--[^),]+)/.exec(value)?.[1];
  return name ? getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#6b3fa0' : value;
}

/**
 * One weekly series as bars, drawn by uPlot once it has loaded (loadUPlot). Hidden from
 * assistive technology: the figure's caption says what it shows and the table holds the numbers.
 * If the library cannot load, the box stays empty and the table still has everything.
 */
export function BarChart({ title, labels, values }: { title: string; labels: string[]; values: number[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    loadUPlot()
      .then((UPlot) => {
        if (cancelled) return;
        const brand = themeColour(vars.color.brand);
        const muted = themeColour(vars.color.textMuted);
        const border = themeColour(vars.color.border);
        const label = (i: number) => labels[Math.round(i)] ?? '';
        const chart = new UPlot(
          {
            width: element.clientWidth || 320,
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            scales: {
              x: { time: false, range: [-0.5, labels.length - 0.5] },
              y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
            },
            axes: [
              { stroke: muted, grid: { show: false }, ticks: { show: false }, incrs: [1, 2, 3, 4, 6], values: (_u, splits) => splits.map(label) },
              { stroke: muted, grid: { stroke: border, width: 1 }, ticks: { show: false }, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] },
            ],
            series: [{}, { label: title, fill: brand, stroke: brand, paths: UPlot.paths.bars?.({ size: [0.6, 48] }), points: { show: false } }],
          },
          [labels.map((_, i) => i), values],
          element,
        );
        const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
        resize.observe(element);
        cleanup = () => {
          resize.disconnect();
          chart.destroy();
        };
      })
      .catch(() => {
        // No chart: the caption and the table carry the figures.
      });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [title, labels, values]);
  return <div ref={box} className={styles.plot} aria-hidden="true" />;
}
