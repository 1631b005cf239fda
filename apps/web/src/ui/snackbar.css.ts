import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

const slideIn = keyframes({ from: { transform: 'translateY(100%)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: 'min(480px, 100vw)',
  margin: 0,
  padding: vars.space[4],
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.sm]: { padding: vars.space[5] } },
});

const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[2]} ${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  color: vars.color.textInverse,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

export const variant = styleVariants({
  success: [root, { background: vars.color.success }],
  error: [root, { background: vars.color.error }],
  info: [root, { background: vars.color.text }],
});

export const close = style({ color: vars.color.textInverse, selectors: { '&:hover': { background: 'rgba(255,255,255,0.15)' } } });
