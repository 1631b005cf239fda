import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { scrollX } from '../../ui/scroll.css';
import * as tableStyles from '../../ui/table.css';
import { vars } from '../../ui/theme.css';

/** Vertical rhythm of the rim chart, shared with the layout code (pixels). */
export const CHART = {
  /** The maker names' column. */
  nameWidth: 128,
  /** Narrowest plot: below it the chart scrolls sideways instead of squeezing labels. */
  minPlotWidth: 480,
  /** One row of labels. */
  row: 30,
  labelHeight: 24,
  /** From the lowest row of labels down to the lane's line. */
  stem: 12,
  /** Under the line, to the lane's bottom edge. */
  below: 10,
  axisHeight: 44,
} as const;

export const family = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const note = style({ maxWidth: vars.width.prose });

// ---------------------------------------------------------------------------------------------
// Maker picker

export const picker = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const pickerLegend = style({ padding: 0, marginBottom: vars.space[2], fontWeight: vars.fontWeight.bold });

export const pickerList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// ---------------------------------------------------------------------------------------------
// Rim chart

export const chartScroll = style([
  scrollX,
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    // Room for focus rings at the edges.
    padding: `${vars.space[3]} ${vars.space[4]} ${vars.space[2]} 0`,
  },
]);

export const chart = style({ position: 'relative' });

export const lanes = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });

export const lane = style({
  position: 'relative',
  display: 'flex',
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const laneName = style({
  flexShrink: 0,
  alignSelf: 'flex-end',
  width: `${CHART.nameWidth}px`,
  paddingInline: vars.space[3],
  paddingBottom: `${CHART.below - 6}px`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textAlign: 'right',
  lineHeight: vars.lineHeight.tight,
});

export const plot = style({ position: 'relative', flexGrow: 1 });

export const laneLine = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: `${CHART.below}px`,
  borderTop: `2px solid ${vars.color.borderStrong}`,
});

export const marks = style({ margin: 0, padding: 0, listStyle: 'none' });

export const mark = style({
  position: 'absolute',
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  height: `${CHART.labelHeight}px`,
  padding: `0 ${vars.space[1]}`,
  border: `1px solid ${vars.color.brandMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandActive,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': { zIndex: 2, background: vars.color.brandSubtle, borderColor: vars.color.brand, color: vars.color.brandActive },
  },
});

/** A rim from the maker's numbering rule, not a measurement. */
export const markByRule = style({ borderStyle: 'dashed' });

/** From a label down to its place on the line, then the dot; drawn under every label. */
export const stem = style({
  position: 'absolute',
  width: 0,
  borderLeft: `1px solid ${vars.color.brandMuted}`,
  pointerEvents: 'none',
});

export const dot = style({
  position: 'absolute',
  bottom: '-4px',
  left: '-5px',
  width: '9px',
  height: '9px',
  borderRadius: '50%',
  background: vars.color.brand,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space[1]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const grid = style({ position: 'absolute', top: 0, bottom: 0, pointerEvents: 'none' });

export const gridLine = style({ position: 'absolute', top: 0, bottom: 0, borderLeft: `1px solid ${vars.color.surfaceMuted}` });

export const axis = style({ position: 'relative', height: `${CHART.axisHeight}px`, borderTop: `1px solid ${vars.color.border}` });

export const tick = style({
  position: 'absolute',
  top: 0,
  transform: 'translateX(-50%)',
  paddingTop: vars.space[1],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::before': { content: '""', display: 'block', width: 0, height: '6px', margin: '0 auto 2px', borderLeft: `1px solid ${vars.color.borderStrong}` },
  },
});

export const axisTitle = style({
  position: 'absolute',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

// ---------------------------------------------------------------------------------------------
// Table

export const tableWrap = tableStyles.box;

export const table = tableStyles.table;

export const th = tableStyles.th;

/** A bare button inside a table cell: the cell's text, a hover tint, no frame. */
const cellButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: `-${vars.space[1]} -${vars.space[2]}`,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const sortButton = style([cellButton, { color: 'inherit', selectors: { '&:hover': { color: vars.color.text } } }]);

export const sortIcon = style({ transition: `transform ${vars.duration.fast}`, '@media': { [media.reducedMotion]: { transition: 'none' } } });
export const sortIconDown = style({ transform: 'rotate(180deg)' });
export const sortIconIdle = style({ opacity: 0.35 });

export const td = style([tableStyles.cell, { verticalAlign: 'top' }]);

/** A row an equivalent links to: clear of the sticky header, and marked. */
export const row = style({ scrollMarginTop: '96px' });
globalStyle(`${row}:target > *`, { background: vars.color.brandSubtle });

/** "≈ 16.89": dotted, as a figure with an explanation on hover. */
export const ruleRim = style({ textDecoration: `underline dotted ${vars.color.textMuted}`, textUnderlineOffset: '3px', cursor: 'help' });

/** "2 equivalents", folding the list open in its cell. */
export const disclosure = style([cellButton, { color: vars.color.brandActive, fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' }]);

export const disclosureChevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${disclosure}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** Open, a reason is a sentence: room for it to read, inside the scrolling table box. */
export const equivalents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: '16rem',
  margin: `${vars.space[2]} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const rowHeader = style([td, { fontWeight: vars.fontWeight.medium, textAlign: 'left', whiteSpace: 'nowrap' }]);

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const entryNote = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'normal',
});

// ---------------------------------------------------------------------------------------------
// How each maker's numbers work

export const makers = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space[5] } },
});

export const makerName = style({ fontWeight: vars.fontWeight.bold });

export const makerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, maxWidth: vars.width.prose });

export const sources = style({ margin: 0, paddingLeft: vars.space[5], fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/** A source the table's Source column jumps to: clear of the sticky header, and marked. */
export const sourceItem = style({
  scrollMarginTop: '96px',
  selectors: { '&:target': { background: vars.color.brandSubtle, borderRadius: vars.radius.sm } },
});

export const stockFailed = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2] });

// ---------------------------------------------------------------------------------------------
// What the guide knows

export const known = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** Read down each column, as a list is. */
export const coverage = style({
  columns: '18rem',
  columnGap: vars.space[6],
  margin: 0,
  paddingLeft: vars.space[5],
  fontSize: vars.fontSize.sm,
});

globalStyle(`${coverage} > li`, { breakInside: 'avoid', marginBottom: vars.space[1] });

export const path = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });
