import { keyframes, style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** Shared by Dialog and ConfirmDialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.overlay,
  transform: 'translate(-50%, -50%)',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[5],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.duration.normal} ease-out`,
  '@media': { [media.sm]: { padding: vars.space[6] } },
});

export const width = {
  sm: style({ maxWidth: '420px' }),
  md: style({ maxWidth: '560px' }),
  lg: style({ maxWidth: '800px' }),
};

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space[3] });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space[2] });

/** The form of a FormDialog: its fields stacked. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
