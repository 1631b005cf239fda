import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const piece = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], overflowWrap: 'anywhere' });

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space[3], flexWrap: 'wrap' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space[3],
  alignItems: 'end',
  margin: 0,
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
