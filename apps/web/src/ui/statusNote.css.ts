import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: vars.focusRing } },
});

export const icon = style({ flexShrink: 0, marginTop: '1px', color: vars.color.success });
