import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.4',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: [chip, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  brand: [chip, { background: vars.color.brandSubtle, color: vars.color.brandActive }],
  success: [chip, { background: vars.color.successSubtle, color: vars.color.success }],
  warning: [chip, { background: vars.color.warningSubtle, color: vars.color.warning }],
  info: [chip, { background: vars.color.infoSubtle, color: vars.color.info }],
  error: [chip, { background: vars.color.errorSubtle, color: vars.color.error }],
});

export const dot = style({
  display: 'inline-block',
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: vars.color.error,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  flexShrink: 0,
});
