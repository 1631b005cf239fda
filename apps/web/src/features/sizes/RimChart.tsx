import { formatRim, rimRuleName, sizeTable, type SizeMaker } from '@mpx/shared/sizes';
import { Link } from '@tanstack/react-router';
import { Fragment, useMemo } from 'react';
import { cx } from '../../ui/cx';
import { rimAxis, labelWidth, stagger, type RimAxis } from './chartLayout';
import { listingsSearchOf, type SizeRow, type StockIndex } from './model';
import * as styles from './sizes.css';
import { markName, SIZE_GUIDE_TEXTS } from './texts';
import { useWidth } from './useWidth';
import { useHydrating } from '../../lib/hydrating';

export interface ChartLane {
  maker: SizeMaker;
  /** The maker's sizes with a rim figure. */
  rows: readonly SizeRow[];
}

interface PlacedMark {
  row: SizeRow;
  rimMm: number;
  x: number;
  left: number;
  width: number;
  tier: number;
  count: number | undefined;
}

interface PlacedLane {
  maker: SizeMaker;
  marks: PlacedMark[];
  tiers: number;
  height: number;
}

function placeLane(lane: ChartLane, axis: RimAxis, width: number, stock: StockIndex | null): PlacedLane {
  const items = lane.rows
    .map((row) => ({ row, rimMm: row.entry.rimMm ?? 0, count: stock ? stock(row) : undefined }))
    .map((item) => ({ ...item, x: axis.x(item.rimMm), width: labelWidth(item.row.entry.code, item.count ?? 0) }))
    .sort((a, b) => a.x - b.x);
  const { placements, tiers } = stagger(items, width);
  const marks = items.map((item, i) => ({ ...item, left: placements[i]?.left ?? 0, tier: placements[i]?.tier ?? 0 }));
  return { maker: lane.maker, marks, tiers, height: tiers * styles.CHART.row + styles.CHART.stem + styles.CHART.below };
}

/**
 * The models of several makers side by side on the rim-diameter axis, like the charts players
 * pass around: a lane per maker, each model a labelled mark at its rim, the labels staggered in
 * rows so they never overlap. Every mark is a link to the model's listings, named in full for
 * screen readers ("7C 3 listed, Bach 7C, rim 16.2 mm, medium cup"); the axis is decoration.
 * A rim from a maker's numbering rule is placed at its nominal figure, with a dashed mark.
 */
export function RimChart({ lanes, stock, label }: { lanes: readonly ChartLane[]; stock: StockIndex | null; label: string }) {
  const { ref, width: boxWidth } = useWidth<HTMLDivElement>();
  // A page drawn on the server (ADR 020) gets the chart's frame at its usual size, and its hundreds
  // of marks only once the browser knows the chart's real width: the same place, a fraction of the page.
  const drawing = useHydrating();
  const plotWidth = Math.max(styles.CHART.minPlotWidth, boxWidth - styles.CHART.nameWidth);
  const placed = useMemo(() => {
    const rims = lanes.flatMap((lane) => lane.rows.map((row) => row.entry.rimMm ?? 0));
    const axis = rimAxis(rims, plotWidth);
    return { axis, lanes: lanes.map((lane) => placeLane(lane, axis, plotWidth, stock)) };
  }, [lanes, plotWidth, stock]);

  return (
    <div ref={ref} className={styles.chartScroll} role="region" aria-label={label}>
      <div className={styles.chart} style={{ width: styles.CHART.nameWidth + plotWidth }}>
        <div className={styles.grid} style={{ left: styles.CHART.nameWidth, width: plotWidth }} aria-hidden="true">
          {placed.axis.ticks.map((tick) => (
            <span key={tick} className={styles.gridLine} style={{ left: placed.axis.x(tick) }} />
          ))}
        </div>
        <ul className={styles.lanes}>
          {placed.lanes.map((lane) => (
            <Lane key={lane.maker.id} lane={lane} marked={!drawing} />
          ))}
        </ul>
        <div className={styles.axis} style={{ marginLeft: styles.CHART.nameWidth, width: plotWidth }} aria-hidden="true">
          {placed.axis.ticks.map((tick) => (
            <span key={tick} className={styles.tick} style={{ left: placed.axis.x(tick) }}>
              {formatRim(tick)}
            </span>
          ))}
          <span className={styles.axisTitle}>{SIZE_GUIDE_TEXTS.axis}</span>
        </div>
      </div>
    </div>
  );
}

function Lane({ lane, marked }: { lane: PlacedLane; marked: boolean }) {
  return (
    <li className={styles.lane} style={{ height: lane.height }}>
      <span className={styles.laneName} aria-hidden="true">
        {breakAfterSlashes(lane.maker.name)}
      </span>
      <div className={styles.plot}>
        <span className={styles.laneLine} aria-hidden="true" />
        {/* Stems and dots first, so every label is drawn over them. */}
        {marked &&
          lane.marks.map((mark) => {
            const top = labelTop(mark, lane.tiers) + styles.CHART.labelHeight;
            return (
              <span key={mark.row.key} className={styles.stem} style={{ left: mark.x, top, height: lane.height - styles.CHART.below - top }} aria-hidden="true">
                <span className={styles.dot} />
              </span>
            );
          })}
        <ul className={styles.marks} aria-label={SIZE_GUIDE_TEXTS.lane(lane.maker.name)}>
          {marked &&
            lane.marks.map((mark) => (
              <li key={mark.row.key}>
                <Mark mark={mark} tiers={lane.tiers} />
              </li>
            ))}
        </ul>
      </div>
    </li>
  );
}

/** "Conn/Helleberg" may wrap after its slash in the narrow names column. */
function breakAfterSlashes(name: string) {
  return name.split('/').map((part, i, parts) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

const labelTop = (mark: PlacedMark, tiers: number) => (tiers - 1 - mark.tier) * styles.CHART.row;

/** A model's mark; one whose rim comes from a numbering rule is dashed, and its name says whose rule. */
function Mark({ mark, tiers }: { mark: PlacedMark; tiers: number }) {
  const { row, count } = mark;
  const rule = row.entry.rimFrom === 'rule' ? rimRuleName(row.maker) : null;
  return (
    <Link
      to="/listings"
      search={listingsSearchOf(sizeTable, row)}
      className={cx(styles.mark, rule !== null && styles.markByRule)}
      style={{ left: mark.left, top: labelTop(mark, tiers), width: mark.width }}
      aria-label={markName({ code: row.entry.code, label: row.label, rim: formatRim(mark.rimMm), rule, cup: row.entry.cup, listed: count })}
    >
      {row.entry.code}
      {/* The space makes the count a word of its own in the text ("7C 3", as the name starts), not
          only on screen: voice control and checkers (WCAG 2.5.3) read the text nodes run together.
          A space ending a flex item's line is not drawn, so the mark looks the same. */}
      {!!count && (
        <>
          {' '}
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        </>
      )}
    </Link>
  );
}
