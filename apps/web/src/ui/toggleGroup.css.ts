import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({
  display: 'inline-flex',
  padding: '2px',
  gap: '2px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minWidth: '36px',
  minHeight: '34px',
  padding: `0 ${vars.space[2]}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-state="on"]': { background: vars.color.brand, color: vars.color.onBrand },
  },
});
