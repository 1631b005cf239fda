import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space[3],
  alignItems: 'end',
});

export const card = style({ gap: vars.space[2] });

export const summary = style({ overflowWrap: 'anywhere', fontWeight: 600 });

export const note = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const rimRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space[3] });
