import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space[4],
  outline: 'none',
  '@media': { [media.sm]: { paddingBlock: vars.space[6] } },
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space[2],
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: { '&:focus': { top: vars.space[2], color: vars.color.onBrand } },
});
