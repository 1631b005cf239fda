import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  width: '100%',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const chevron = style({
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  padding: `0 ${vars.space[4]} ${vars.space[4]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
