import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const footer = style({
  marginTop: 'auto',
  paddingBlock: vars.space[5],
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  '@media': { [media.sm]: { flexDirection: 'row', justifyContent: 'space-between' } },
});

export const links = style({ display: 'flex', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

export const link = style({ color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.brand } } });
