import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

/** No hover effects on something that cannot be clicked. */
export const card = style({ pointerEvents: 'none', selectors: { '&:hover': { boxShadow: vars.shadow.sm, borderColor: vars.color.border } } });

/** A slow pulse says "loading"; it stays still for people who asked for less motion. */
export const block = style({
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const bar = style([block, { display: 'block', height: '0.9em', borderRadius: vars.radius.sm }]);

export const title = style({ width: '75%', height: '1.2em' });

export const short = style({ width: '45%' });

export const price = style({ width: '35%', height: '1.4em' });

export const line = style({ width: '100%' });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });
