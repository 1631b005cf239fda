import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: '200px',
  padding: vars.space[1],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minHeight: '40px',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSubtle, color: vars.color.brandActive },
    '&[data-disabled]': { color: vars.color.textMuted, pointerEvents: 'none' },
  },
});

export const label = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const separator = style({ height: '1px', margin: `${vars.space[1]} 0`, background: vars.color.border });
