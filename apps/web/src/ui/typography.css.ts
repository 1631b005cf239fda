import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const heading = styleVariants({
  page: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.text },
  section: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text },
  sub: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text },
});

export const text = styleVariants({
  body: {},
  muted: { color: vars.color.textMuted },
  small: { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
});

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  lineHeight: '1.65',
});
