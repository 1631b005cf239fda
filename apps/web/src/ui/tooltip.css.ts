import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const content = style({
  zIndex: vars.zIndex.toast,
  maxWidth: '280px',
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
});

export const arrow = style({ fill: vars.color.text });
