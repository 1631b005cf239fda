import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import * as tableStyles from '../../ui/table.css';
import { vars } from '../../ui/theme.css';

/** A tab's content: its heading, tools and table, spaced evenly. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** Number cards (the flag summary, the analytics counters): as many columns as fit. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const statCard = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[1],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const statValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });

export const tableWrap = tableStyles.box;

export const table = tableStyles.table;

export const th = tableStyles.th;

export const td = style([tableStyles.cell, { verticalAlign: 'middle', overflowWrap: 'anywhere' }]);

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const reason = style({ minWidth: '200px', maxWidth: '420px', whiteSpace: 'pre-wrap' });

export const muted = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** The search box and the count line above the users table. */
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const search = style({ width: '100%', '@media': { [media.sm]: { maxWidth: '360px' } } });

/** The edit dialog's fields. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** A switch inside a table cell: no label row of its own (the column header names it). */
export const cellSwitch = style({ display: 'flex', alignItems: 'center' });

/** Cancel and Save under the edit form, right-aligned like a dialog's footer. */
export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space[2], paddingTop: vars.space[2] });
