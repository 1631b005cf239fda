import { globalStyle, style } from '@vanilla-extract/css';
import { scrollX } from './scroll.css';
import { vars } from './theme.css';

/**
 * The box a data table sits in: a wide table scrolls sideways inside it instead of widening the
 * page (the box is a focusable, named region so keyboard users can scroll it too).
 */
export const box = style([
  scrollX,
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
]);

/** A data table (admin lists, the size guide): full width, compact, rows ruled. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

/** A body cell; pages add their own alignment. */
export const cell = style({ padding: `${vars.space[2]} ${vars.space[3]}`, borderBottom: `1px solid ${vars.color.border}` });

// The table sits in a bordered box: its last row needs no rule of its own.
globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 'none' });
