import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

/** The background of a photo's frame while the photo loads: a soft brand tint, not a flat grey tile. */
export const photoPlaceholder = `linear-gradient(135deg, ${vars.color.brandSubtle} 0%, ${vars.color.brandMuted} 100%)`;

export const image = style({
  opacity: 0,
  transition: 'opacity 300ms ease-out',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const loaded = style({ opacity: 1 });
