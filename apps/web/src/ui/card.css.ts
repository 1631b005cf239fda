import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  '@media': { [media.sm]: { padding: vars.space[5] } },
});

export const flush = style({ padding: 0, '@media': { [media.sm]: { padding: 0 } }, overflow: 'hidden' });
