import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space[4],
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[4],
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const caption = style({ fontWeight: vars.fontWeight.bold });

/** uPlot draws into this box, sized by it. */
export const plot = style({ width: '100%', minHeight: '180px', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
