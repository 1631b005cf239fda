import { style } from '@vanilla-extract/css';
import { scrollX } from './scroll.css';
import { vars } from './theme.css';

export const list = style([
  scrollX,
  {
    display: 'flex',
    gap: vars.space[1],
    borderBottom: `1px solid ${vars.color.border}`,
    scrollbarWidth: 'thin',
  },
]);

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const content = style({ paddingTop: vars.space[4] });
