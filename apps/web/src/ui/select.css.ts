import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const viewport = style({ padding: vars.space[1] });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `${vars.space[1]} ${vars.space[3]} ${vars.space[1]} ${vars.space[6]}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSubtle, color: vars.color.brandActive },
    '&[data-disabled]': { color: vars.color.textMuted, pointerEvents: 'none' },
  },
});

export const indicator = style({
  position: 'absolute',
  left: vars.space[2],
  display: 'inline-flex',
  color: vars.color.brand,
});
